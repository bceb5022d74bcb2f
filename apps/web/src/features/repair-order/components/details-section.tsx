import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  composeClientAddress,
  IMEI_NOT_PROVIDED,
  WARRANTY_STATUS,
  type RepairOrderView,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/dates';
import { FieldList, SectionCard } from '../../../components/private-page/section-card';
import { TrackParcelLink } from '../../../components/track-parcel-link';
import { SECTION_ID } from './section-focus';
import classes from './repair-order.module.css';

/** What was booked: device, fault, accessories, customer and pick-up. */
export function DetailsSection({ order }: { order: RepairOrderView }) {
  const { t, i18n } = useTranslation('repair-order');
  const { device, customer, pickup } = order;
  const imei = device.applySn.trim();

  return (
    <SectionCard id={SECTION_ID.details} title={t('details.heading')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        <Group title={t('order-sheet:device')}>
          <FieldList
            rows={[
              [t('order-sheet:model'), device.productName],
              [
                t('order-sheet:imei'),
                imei === '' || imei === IMEI_NOT_PROVIDED ? t('order-sheet:imeiNotProvided') : imei,
              ],
              [
                t('order-sheet:warranty'),
                device.warrantyStatus === WARRANTY_STATUS.inWarranty
                  ? t('order-sheet:inWarranty')
                  : t('order-sheet:outOfWarranty'),
              ],
              [t('order-sheet:exterior'), device.appearance],
              [t('order-sheet:channel'), device.sourceChannelName],
              [
                t('order-sheet:accessories'),
                device.accessories.length > 0
                  ? device.accessories.join(', ')
                  : t('order-sheet:none'),
              ],
            ]}
          />
        </Group>
        <Group title={t('details.pickup')}>
          {pickup ? (
            <Stack gap={4}>
              <FieldList
                rows={[
                  [t('order-sheet:shipmentNumber'), pickup.shipmentNo],
                  [t('details.date'), formatCalendarDate(pickup.pickupDate, i18n.language, 'full')],
                  [
                    t('details.window'),
                    t('order-sheet:window', {
                      from: pickup.pickupTimeFrom,
                      to: pickup.pickupTimeTo,
                    }),
                  ],
                ]}
              />
              {pickup.status === 'cancelled' && (
                <Text size="sm" c="red.9" fw={600}>
                  {t('details.pickupCancelled')}
                </Text>
              )}
              <TrackParcelLink trackingNo={pickup.shipmentNo} />
            </Stack>
          ) : (
            <Text size="sm">{t('details.noPickup')}</Text>
          )}
        </Group>
        <Group title={t('order-sheet:customer')}>
          <FieldList
            rows={[
              [t('order-sheet:name'), customer.name],
              [t('order-sheet:phone'), customer.phone],
              [t('order-sheet:email'), customer.email],
              [
                t('order-sheet:address'),
                `${composeClientAddress(customer.houseNumber, customer.street, customer.city)}, ${customer.postalCode}`,
              ],
            ]}
          />
        </Group>
        <Group title={t('details.fault')}>
          <FieldList
            rows={[
              [t('order-sheet:description'), device.faultDescribe],
              [t('order-sheet:frequency'), device.remark],
            ]}
          />
        </Group>
      </SimpleGrid>
    </SectionCard>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Title order={3} size="h6" c="blue.9" mb={6} className={classes.groupTitle}>
        {title}
      </Title>
      {children}
    </div>
  );
}
