import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const CHECKLIST = ['backup', 'screenLock', 'account', 'imei', 'simCard', 'packing'] as const;

/** What to do before the courier takes the phone. */
export function SendingChecklist() {
  const { t } = useTranslation('repair-wizard');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-blue-0)"
      component="section"
      aria-labelledby="sending-checklist-title"
    >
      <Title order={3} size="h5" id="sending-checklist-title">
        {t('checklist.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('checklist.intro')}
      </Text>
      <List
        spacing={6}
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" color="teal.8">
            <IconCheck size={13} aria-hidden />
          </ThemeIcon>
        }
      >
        {CHECKLIST.map((item) => (
          <List.Item key={item}>{t(`checklist.${item}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
