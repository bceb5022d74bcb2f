import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { QuoteDecision, RepairOrderView } from '@portal/contracts';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallClock } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useAnswerRepairQuote } from '../api/repair-order-actions';
import { formatAmount, formatMoney } from '../format';
import { SectionCard } from '../../../components/private-page/section-card';
import { focusSection, SECTION_ID } from './section-focus';

type Quote = NonNullable<RepairOrderView['quote']>;

/** The quotation's lines and total, and the customer's answer while one is awaited. */
export function QuoteSection({
  quote,
  canAnswer,
  token,
}: {
  quote: Quote;
  canAnswer: boolean;
  token: string;
}) {
  const { t, i18n } = useTranslation('repair-order');
  const errorText = useApiErrorText();
  const answer = useAnswerRepairQuote(token);
  const [confirming, setConfirming] = useState<QuoteDecision | null>(null);
  const triggers = useRef<Partial<Record<QuoteDecision, HTMLButtonElement | null>>>({});
  const total = formatMoney(quote.totalCents, quote.currency, i18n.language);
  const answeredAt = quote.answeredAt ? formatWallClock(quote.answeredAt, i18n.language) : '';

  function close() {
    const decision = confirming;
    setConfirming(null);
    if (decision) requestAnimationFrame(() => triggers.current[decision]?.focus());
  }

  // Awaited rather than with mutate's callbacks, which would not run if the
  // refreshed order no longer showed this part.
  async function confirm(decision: QuoteDecision) {
    try {
      await answer.mutateAsync(decision);
    } catch (failure) {
      const text = errorText(failure);
      notifyError({ title: t('quote.failed'), detail: text.detail ?? text.title });
      close();
      return;
    }
    setConfirming(null);
    notifySuccess(t(decision === 'approve' ? 'quote.approvedDone' : 'quote.declinedDone'));
    // The buttons are gone: the quote's heading, over its answer, takes the focus.
    focusSection(SECTION_ID.quote);
  }

  return (
    <SectionCard id={SECTION_ID.quote} title={t('quote.heading')}>
      {canAnswer && <Text size="sm">{t('quote.intro')}</Text>}
      <Table.ScrollContainer minWidth={0}>
        <Table aria-label={t('quote.linesLabel')} verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.type')}</Table.Th>
              <Table.Th>{t('quote.currency')}</Table.Th>
              <Table.Th ta="right">{t('quote.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map((line, index) => (
              <Table.Tr key={`${line.feeType}-${index}`}>
                <Table.Td>{t(`quote.feeType.${line.feeType}`)}</Table.Td>
                <Table.Td>{line.currency}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(line.amountCents, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>{t('quote.total')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {total}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>

      {quote.answer && (
        <Alert
          variant="light"
          color={quote.answer === 'approved' ? 'teal' : 'gray'}
          icon={quote.answer === 'approved' ? <IconCircleCheck /> : <IconX />}
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {t(quote.answer === 'approved' ? 'quote.approved' : 'quote.declined', {
            date: answeredAt,
          })}
        </Alert>
      )}

      {canAnswer && !quote.answer && (
        <Group gap="sm">
          <Button
            ref={(node) => {
              triggers.current.approve = node;
            }}
            color="teal.9"
            leftSection={<IconCheck size={16} />}
            onClick={() => setConfirming('approve')}
          >
            {t('quote.approve')}
          </Button>
          <Button
            ref={(node) => {
              triggers.current.decline = node;
            }}
            variant="default"
            leftSection={<IconX size={16} />}
            onClick={() => setConfirming('decline')}
          >
            {t('quote.decline')}
          </Button>
        </Group>
      )}

      <Modal
        opened={confirming !== null}
        onClose={() => {
          if (!answer.isPending) close();
        }}
        title={
          confirming === 'decline' ? t('quote.confirmDeclineTitle') : t('quote.confirmApproveTitle')
        }
        centered
        returnFocus={false}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="lg">
          <Text size="sm">
            {confirming === 'decline'
              ? t('quote.confirmDeclineText')
              : t('quote.confirmApproveText', { total })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={answer.isPending} onClick={close}>
              {t('quote.back')}
            </Button>
            <Button
              color={confirming === 'decline' ? 'red.8' : 'teal.9'}
              loading={answer.isPending}
              onClick={() => {
                if (confirming) void confirm(confirming);
              }}
            >
              {confirming === 'decline' ? t('quote.confirmDecline') : t('quote.confirmApprove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
