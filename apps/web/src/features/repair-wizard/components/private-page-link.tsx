import { Alert, Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { privatePagePath } from '@portal/contracts';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The booking's private page: its link, a button that copies it, and why to
 * keep it (it is the only way in; the confirmation e-mail carries it too, or,
 * for a booking without a pick-up yet, where to choose one).
 */
export function PrivatePageLink({ token, booked = true }: { token: string; booked?: boolean }) {
  const { t } = useTranslation('repair-wizard');
  const path = privatePagePath('repairOrder', token);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <Alert
      // A note to keep, not news to announce: role="alert" belongs to the result's own message.
      role="note"
      variant="light"
      color="blue"
      icon={<IconKey />}
      title={t('result.privatePage.title')}
      w="100%"
      maw={560}
      ta="left"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(booked ? 'result.privatePage.text' : 'result.privatePage.textUnbooked')}
        </Text>
        <Anchor
          component={Link}
          to={path}
          size="sm"
          fw={600}
          c="blue.9"
          style={{ overflowWrap: 'anywhere' }}
        >
          {url}
        </Anchor>
        <Group gap="xs">
          <Button component={Link} to={path} size="xs">
            {t('result.privatePage.open')}
          </Button>
          <CopyButton value={url} timeout={3000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
                aria-live="polite"
              >
                {copied ? t('result.privatePage.copied') : t('result.privatePage.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
