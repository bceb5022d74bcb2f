import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REPAIR_MESSAGE_MAX } from '@portal/contracts';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/private-page/section-card';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useSendRepairMessage } from '../api/repair-order-actions';
import { SECTION_ID } from './section-focus';

const SENT_ID = `${SECTION_ID.contact}-sent`;

/** A message about the order to the service, which answers by e-mail. */
export function ContactSection({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('repair-order');
  const errorText = useApiErrorText();
  const send = useSendRepairMessage(token);
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
    <SectionCard id={SECTION_ID.contact} title={t('contact.heading')}>
      <Text size="sm">{t('contact.text')}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('contact.label')}
            description={t('contact.counter', {
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
            <Alert color="red" variant="light" role="alert" title={t('contact.failed')}>
              {refusal}
            </Alert>
          )}
          {sent && (
            <Alert
              ref={confirmation}
              id={SENT_ID}
              tabIndex={-1}
              color="green"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={18} />}
            >
              {t('contact.sent', { email })}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              loading={send.isPending}
              disabled={message.trim() === ''}
              leftSection={<IconSend size={16} />}
            >
              {t('contact.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
