import { Badge, Button, Collapse, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentPurpose } from '../../../lib/consent';

interface ConsentPurposeCardProps {
  purpose: ConsentPurpose;
  /** Strictly necessary: marked REQUIRED, always on, no choice. */
  required?: boolean;
  agreed: boolean;
  onChange?: (agreed: boolean) => void;
}

/** One purpose of the cookie settings: what it is, details to expand, and Agree/Disagree. */
export function ConsentPurposeCard({
  purpose,
  required = false,
  agreed,
  onChange,
}: ConsentPurposeCardProps) {
  const { t } = useTranslation('legal');
  const [open, { toggle }] = useDisclosure(false);
  const titleId = useId();
  const detailsId = useId();
  const base = `settings.purposes.${purpose}`;
  const title = t(`${base}.title`);
  const details: unknown = t(`${base}.details`, { returnObjects: true });

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ flex: '1 1 280px' }}>
            <Group gap="xs">
              <Title order={2} size="h4" id={titleId}>
                {title}
              </Title>
              {required && (
                <Badge color="blue.8" variant="filled" radius="sm">
                  {t('settings.required')}
                </Badge>
              )}
            </Group>
            <Text>{t(`${base}.summary`)}</Text>
          </Stack>
          {required ? (
            <Group gap={6} c="teal.9" fw={600}>
              <IconCheck size={18} aria-hidden />
              <Text component="span" fw={600}>
                {t('settings.alwaysOn')}
              </Text>
            </Group>
          ) : (
            <Group
              role="group"
              aria-label={t('settings.choiceLabel', { purpose: title })}
              gap="xs"
              w={{ base: '100%', sm: 'auto' }}
            >
              <Button
                variant={agreed ? 'filled' : 'default'}
                aria-pressed={agreed}
                flex={{ base: '1 1 auto', sm: 'none' }}
                px={{ base: 'xs', sm: 'md' }}
                leftSection={agreed ? <IconCheck size={16} aria-hidden /> : null}
                onClick={() => onChange?.(true)}
              >
                {t('settings.agree')}
              </Button>
              <Button
                variant={agreed ? 'default' : 'filled'}
                aria-pressed={!agreed}
                flex={{ base: '1 1 auto', sm: 'none' }}
                px={{ base: 'xs', sm: 'md' }}
                leftSection={agreed ? null : <IconCheck size={16} aria-hidden />}
                onClick={() => onChange?.(false)}
              >
                {t('settings.disagree')}
              </Button>
            </Group>
          )}
        </Group>
        <div>
          <Button
            variant="transparent"
            c="blue.9"
            px={6}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={toggle}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{
                  transform: open ? 'rotate(180deg)' : undefined,
                  transition: 'transform 150ms ease',
                }}
              />
            }
          >
            {t(open ? 'settings.hideDetails' : 'settings.showDetails')}
          </Button>
          <Collapse expanded={open} id={detailsId}>
            <List spacing="xs" withPadding mt="xs">
              {(Array.isArray(details) ? details : []).map((_, index) => (
                <List.Item key={index}>{t(`${base}.details.${index}`)}</List.Item>
              ))}
            </List>
          </Collapse>
        </div>
      </Stack>
    </Paper>
  );
}
