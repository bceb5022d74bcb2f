import { ActionIcon, Anchor, Group, Popover, Stack, Text } from '@mantine/core';
import { IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SERVICE_EMAIL, SERVICE_PHONE } from '../../../config/service';

/** How to ask about one part: phone when configured, and the service mailbox. */
export function ContactPopover({ bom, name }: { bom: string; name: string }) {
  const { t } = useTranslation('spare-centre');
  const subject = encodeURIComponent(t('contact.subject', { bom, name }));
  return (
    <Popover width={260} position="top-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('contact.openFor', { name })}
          title={t('contact.open')}
        >
          <IconHeadset size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('contact.title')}
          </Text>
          {SERVICE_PHONE && (
            <Group gap="xs" wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Text size="sm" span>
                {t('contact.phone')}:{' '}
                <Anchor href={`tel:${SERVICE_PHONE.replace(/\s+/g, '')}`}>{SERVICE_PHONE}</Anchor>
              </Text>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
              {t('contact.email')}:{' '}
              <Anchor href={`mailto:${SERVICE_EMAIL}?subject=${subject}`}>{SERVICE_EMAIL}</Anchor>
            </Text>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
