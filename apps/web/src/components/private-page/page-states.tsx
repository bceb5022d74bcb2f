import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../lib/use-api-error-text';

/** A private page while its order loads. */
export function PrivatePageLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <title>{title}</title>
      <Center py="xl">
        <Loader role="status" aria-label={label} />
      </Center>
    </>
  );
}

/** A private page whose order could not be read: what went wrong, and a retry. */
export function PrivatePageLoadFailed({
  title,
  heading,
  error,
  onRetry,
}: {
  title: string;
  heading: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const text = useApiErrorText()(error);
  return (
    <>
      <title>{title}</title>
      <Alert color="red" variant="light" title={heading} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text.detail ? `${text.title}: ${text.detail}` : text.title}</Text>
          <Button size="xs" variant="white" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    </>
  );
}

/**
 * A private page whose token names no order: the same for a token that never
 * existed and one of another kind, so the page tells nothing about either.
 */
export function PrivatePageNotFound({
  title,
  heading,
  text,
  actions,
}: {
  title: string;
  heading: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="xs" maw={720} mx="auto">
      <title>{title}</title>
      <Stack align="center" gap="md" ta="center">
        <EmptyState
          icon={<IconLinkOff size={32} />}
          withIndicatorBackground
          color="gray"
          title={
            <Title order={1} size="h2">
              {heading}
            </Title>
          }
          description={text}
        />
        <Group justify="center" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
