import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { INVOICE_TYPE, purchaseProgress, type SpareOrderView } from '@portal/contracts';
import { IconCircleCheck, IconClockHour4, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldList, SectionCard } from '../../../components/private-page/section-card';
import { TrackParcelLink } from '../../../components/track-parcel-link';
import { PurchaseProgressSteps, PurchaseStatusBadge } from '../../../components/purchase-progress';
import { SECTION_ID } from './section-focus';
import classes from './spare-order.module.css';

/** Received or confirmed, and the purchase progress. */
export function SpareStatusSection({ order }: { order: SpareOrderView }) {
  const { t } = useTranslation('spare-order');
  const cancelled = purchaseProgress(order).cancelled;
  return (
    <SectionCard id={SECTION_ID.status} title={t('status.heading')}>
      <Group gap="xs">
        <PurchaseStatusBadge result={order} />
        {!cancelled && (
          <Badge
            // Outlined: dark text on white reads at 4.9:1 and more (the light tint had read at 1.3:1).
            variant="outline"
            color={order.confirmed ? 'teal.9' : 'gray.8'}
            size="lg"
            radius="sm"
            leftSection={
              order.confirmed ? <IconCircleCheck size={14} /> : <IconClockHour4 size={14} />
            }
          >
            {order.confirmed ? t('status.confirmed') : t('status.received')}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {cancelled
          ? t('status.cancelledText')
          : order.confirmed
            ? t('status.confirmedText')
            : t('status.receivedText')}
      </Text>
      <PurchaseProgressSteps result={order} />
    </SectionCard>
  );
}

export function SpareLinesSection({ order }: { order: SpareOrderView }) {
  const { t, i18n } = useTranslation('spare-order');
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: order.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const cents = (value: number) => money.format(value / 100);
  return (
    <SectionCard id={SECTION_ID.lines} title={t('lines.heading')}>
      <div className={classes.lines}>
        <Table verticalSpacing="xs" aria-labelledby={SECTION_ID.lines}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.product')}</Table.Th>
              <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
              <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('lines.subtotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={`${line.bom}-${line.productName}`}>
                <Table.Td data-label={t('lines.product')}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {line.productName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('lines.bom')}: {line.bom}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.quantity')}>
                  {line.num}
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.unitPrice')}>
                  {cents(line.unitPriceCents)}
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.subtotal')}>
                  {cents(line.unitPriceCents * line.num)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="flex-end" gap="sm">
        <Text fw={600}>{t('lines.total')}</Text>
        <Text fw={800} size="lg">
          {cents(order.totalCents)}
        </Text>
      </Group>
    </SectionCard>
  );
}

export function SpareContactSection({ order }: { order: SpareOrderView }) {
  const { t } = useTranslation('spare-order');
  const { contact } = order;
  return (
    <SectionCard id={SECTION_ID.contact} title={t('contact.heading')}>
      <FieldList
        rows={[
          [t('contact.name'), contact.name],
          [t('contact.phone'), contact.phone],
          [t('contact.email'), contact.email],
          [
            t('contact.address'),
            [contact.address, contact.city, contact.country].filter(Boolean).join(', '),
          ],
          [t('contact.remark'), contact.remark || t('contact.none')],
        ]}
      />
    </SectionCard>
  );
}

export function SpareInvoiceSection({ order }: { order: SpareOrderView }) {
  const { t } = useTranslation('spare-order');
  const { invoice } = order;
  const enterprise = invoice.type === INVOICE_TYPE.enterprise;
  const rows: [string, string][] = [
    [t('invoice.type'), t(`invoice.types.${enterprise ? '2' : '1'}`)],
    [t('invoice.name'), invoice.name],
  ];
  if (invoice.taxNo) rows.push([t('invoice.taxNo'), invoice.taxNo]);
  if (enterprise) {
    rows.push([t('invoice.registerAddress'), invoice.registerAddress || invoice.address]);
    if (invoice.registerPhone) rows.push([t('invoice.registerPhone'), invoice.registerPhone]);
  }
  if (invoice.bankName) rows.push([t('invoice.bankName'), invoice.bankName]);
  if (invoice.bankNo) rows.push([t('invoice.bankNo'), invoice.bankNo]);
  rows.push([t('invoice.email'), invoice.email]);
  return (
    <SectionCard id={SECTION_ID.invoice} title={t('invoice.heading')}>
      <FieldList rows={rows} />
    </SectionCard>
  );
}

export function SpareLogisticsSection({ order }: { order: SpareOrderView }) {
  const { t } = useTranslation('spare-order');
  const shipped = Boolean(order.logisticsName && order.logisticsNo);
  // A cancelled order that was never sent will not be: nothing to wait for.
  if (!shipped && purchaseProgress(order).cancelled) return null;
  return (
    <SectionCard id={SECTION_ID.logistics} title={t('logistics.heading')}>
      {shipped ? (
        <Stack gap="xs" align="flex-start">
          <FieldList
            rows={[
              [t('logistics.courier'), order.logisticsName ?? ''],
              [t('logistics.trackingNo'), order.logisticsNo ?? ''],
            ]}
          />
          <TrackParcelLink trackingNo={order.logisticsNo ?? ''} />
        </Stack>
      ) : (
        <Alert variant="light" color="blue" icon={<IconTruckDelivery />}>
          {t('logistics.notYet')}
        </Alert>
      )}
    </SectionCard>
  );
}
