import { Text, Title } from '@mantine/core';
import {
  composeClientAddress,
  IMEI_NOT_PROVIDED,
  parseAccessoryValue,
  parsePickupWindow,
  WARRANTY_STATUS,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrands } from '../api/get-brands';
import { useProducts } from '../api/get-products';
import type { BookedOrder } from '../hooks/use-repair-booking';
import { formatDate, formatDateTime } from '../format';
import classes from './order-sheet.module.css';

interface OrderSheetProps {
  order: BookedOrder;
}

/** The printable order sheet (SPEC §2): everything the courier and the service need, one A4 page. */
export function OrderSheet({ order }: OrderSheetProps) {
  const { t, i18n } = useTranslation('repair-wizard');
  const { values } = order;
  const brands = useBrands();
  const products = useProducts(values.userId);
  const brand =
    brands.data?.find((entry) => entry.userId === values.userId)?.userName ?? String(values.userId);
  const model =
    products.data?.find((entry) => entry.productId === values.productId)?.productName ??
    String(values.productId);
  const slot = parsePickupWindow(values.pickupTime);
  const accessories = values.followAnnex
    .map(parseAccessoryValue)
    .filter((item) => item !== null)
    .map((item) => item.accessoriesName);
  const imei = values.imei.trim();

  return (
    <article className={classes.sheet} aria-labelledby="order-sheet-title">
      <header className={classes.head}>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('common:brand')}
          </Text>
          <Title order={2} size="h3" id="order-sheet-title">
            {t('sheet.title')}
          </Title>
        </div>
        <dl className={classes.fields}>
          <dt>{t('sheet.orderNumber')}</dt>
          <dd>
            <strong>{order.rmaNumber}</strong>
          </dd>
          <dt>{t('sheet.processingTime')}</dt>
          <dd>{formatDateTime(order.createdAt, i18n.language)}</dd>
        </dl>
      </header>

      <div className={classes.grid}>
        <Section title={t('sheet.customer')}>
          <Fields
            rows={[
              [t('customer.name'), values.name],
              [t('customer.phone'), values.phone],
              [t('customer.email'), values.email],
              [
                t('sheet.address'),
                composeClientAddress(values.houseNumber, values.street, values.city),
              ],
              [t('customer.postal'), values.postal],
            ]}
          />
        </Section>
        <Section title={t('sheet.shipping')}>
          <Fields
            rows={[
              [t('sheet.shipmentNumber'), order.shipmentNo],
              [t('appointment.date'), formatDate(values.pickupDate, i18n.language)],
              [t('appointment.time'), slot ? t('appointment.window', slot) : values.pickupTime],
              [t('appointment.waybill'), t(`appointment.waybillOption.${values.waybill}.title`)],
            ]}
          />
        </Section>
        <Section title={t('sheet.service')}>
          <Fields
            rows={[
              [t('basic.channel'), values.channelId.name],
              [t('basic.brand'), brand],
              [t('sheet.serviceType'), t('sheet.serviceTypeValue')],
              [
                t('basic.warranty'),
                values.warranty === WARRANTY_STATUS.inWarranty
                  ? t('basic.inWarranty')
                  : t('basic.outOfWarranty'),
              ],
            ]}
          />
        </Section>
        <Section title={t('sheet.device')}>
          <Fields
            rows={[
              [t('basic.model'), model],
              [
                t('sheet.imei'),
                imei === '' || imei === IMEI_NOT_PROVIDED ? t('sheet.imeiNotProvided') : imei,
              ],
              [t('device.exterior'), values.exterior.name],
              [
                t('device.accessories'),
                accessories.length > 0 ? accessories.join(', ') : t('sheet.none'),
              ],
            ]}
          />
        </Section>
      </div>

      <Section title={t('device.description')} spaced>
        <LongText text={values.description} />
      </Section>
      <Section title={t('device.frequency')} spaced>
        <LongText text={values.frequency} />
      </Section>

      <div className={classes.signatures}>
        {(['channel', 'customer'] as const).map((party) => (
          <div key={party}>
            <h3 className={classes.sectionTitle}>{t(`sheet.${party}Confirmation`)}</h3>
            <div className={classes.signatureRow}>
              <div className={classes.signatureLine} data-wide>
                <span>{t('sheet.signature')}</span>
                <span />
              </div>
              <div className={classes.signatureLine}>
                <span>{t('sheet.date')}</span>
                <span />
              </div>
            </div>
          </div>
        ))}
      </div>
    </article>
  );
}

function Section({
  title,
  children,
  spaced,
}: {
  title: string;
  children: ReactNode;
  spaced?: boolean;
}) {
  return (
    <section
      className={classes.section}
      style={spaced ? { marginTop: 'var(--mantine-spacing-md)' } : undefined}
    >
      <h3 className={classes.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** Beyond this many characters a text prints in smaller type. */
const LONG_TEXT_CHARS = 1000;

function LongText({ text }: { text: string }) {
  return (
    <p className={classes.longText} data-long={text.length > LONG_TEXT_CHARS || undefined}>
      {text}
    </p>
  );
}

function Fields({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={classes.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
