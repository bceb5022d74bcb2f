import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load or render: a way out instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          {t('errors.generic')}
        </Title>
        <Text c="dimmed">{t('errors.pageFailed')}</Text>
        <Button onClick={() => window.location.assign('/')}>{t('actions.home')}</Button>
      </Stack>
    </Center>
  );
}
