import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The width and padding of a repair-area page. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {children}
    </Container>
  );
}

/** A repair-area page: its heading and introduction, then its content. */
export function TitledPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </PageContainer>
  );
}
