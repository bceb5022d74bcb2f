import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** What the value means, in plain words. */
  hint?: string;
}

/** Every field of one table row as a description list. */
export function DetailModal({
  opened,
  title,
  fields,
  footer,
  onClose,
}: {
  opened: boolean;
  title: string;
  fields: DetailField[];
  footer?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('compliance');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={
        <Title order={2} size="h4" component="span">
          {title}
        </Title>
      }
    >
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="md"
          verticalSpacing="sm"
          component="dl"
          m={0}
        >
          {fields.map((field) => (
            <div key={field.label}>
              <Text size="xs" c="gray.7" fw={600} component="dt" tt="uppercase">
                {field.label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={500}>
                {field.value}
                {field.hint && (
                  <Text size="xs" c="gray.7" mt={2} fw={400}>
                    {field.hint}
                  </Text>
                )}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {footer}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
