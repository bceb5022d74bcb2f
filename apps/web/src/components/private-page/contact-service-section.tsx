import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REPAIR_MESSAGE_MAX } from '@portal/contracts';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../lib/use-api-error-text';
import { SectionCard } from './section-card';
import { useSendOrderMessage, type OrderMessagePath } from './send-order-message';

/**
 * A message about the order to the service, which answers by e-mail to
 * `email`, the order's. The confirmation is shown in place and takes the
 * focus; a refusal is shown in place with the text kept.
 */
export function ContactServiceSection({
  id,
  path,
  token,
  email,
}: {
  /** The section heading's id. */
  id: string;
  path: OrderMessagePath;
  token: string;
  email: string;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const send = useSendOrderMessage(path, token);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // The confirmation takes the focus once it is drawn, so that it is read out.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '' || send.isPending) return;
    setRefusal(null);
    setSent(false);
    try {
      await send.mutateAsync(message);
    } catch (failure) {
      const text = errorText(failure);
      setRefusal(text.detail ?? text.title);
      return;
    }
    setMessage('');
    setSent(true);
  }

  return (
    <SectionCard id={id} title={t('contactService.heading')}>
      <Text size="sm">{t('contactService.text')}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('contactService.label')}
            description={t('contactService.counter', {
              count: message.length,
              max: REPAIR_MESSAGE_MAX,
            })}
            value={message}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              if (sent) setSent(false);
            }}
            maxLength={REPAIR_MESSAGE_MAX}
            autosize
            minRows={4}
            maxRows={12}
            required
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" title={t('contactService.failed')}>
              {refusal}
            </Alert>
          )}
          {sent && (
            <Alert
              ref={confirmation}
              id={`${id}-sent`}
              tabIndex={-1}
              color="green"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={18} />}
            >
              {t('contactService.sent', { email })}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              loading={send.isPending}
              disabled={message.trim() === ''}
              leftSection={<IconSend size={16} />}
            >
              {t('contactService.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
