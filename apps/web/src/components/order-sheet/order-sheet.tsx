import { Text, Title } from '@mantine/core';
import { IMEI_NOT_PROVIDED, WARRANTY_STATUS } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/dates';
import classes from './order-sheet.module.css';

/** What the printed order sheet shows, as the booking holds it. */
export interface OrderSheetData {
  rmaNumber: string;
  /** When the portal received the order, already in the page's language. */
  processingTime: string;
  customer: {
    name: string;
    phone: string;
    email: string;
    /** House number, street and city, as composed for the courier. */
    address: string;
    postalCode: string;
  };
  shipping: {
    shipmentNo: string;
    /** `YYYY-MM-DD`. */
    pickupDate: string;
    pickupTimeFrom: string;
    pickupTimeTo: string;
    /** The waybill choice ('1' or '2'), where it is known. */
    waybill?: string;
  };
  service: {
    channel: string;
    /** The brand's name, where it is known. */
    brand?: string;
    /** A WARRANTY_STATUS code. */
    warranty: string;
  };
  device: {
    model: string;
    imei: string;
    exterior: string;
    accessories: string[];
  };
  description: string;
  frequency: string;
}

/**
 * The printable order sheet (SPEC §2): everything the courier and the
 * service need, one A4 page. The wizard's result page and the repair's
 * private page print it alike.
 */
export function OrderSheet({ data, className }: { data: OrderSheetData; className?: string }) {
  const { t, i18n } = useTranslation();
  const { customer, shipping, service, device } = data;
  const imei = device.imei.trim();
  const optional = (label: string, value: string | undefined): [string, string][] =>
    value === undefined ? [] : [[label, value]];

  return (
    <article
      className={className ? `${classes.sheet} ${className}` : classes.sheet}
      aria-labelledby="order-sheet-title"
    >
      <header className={classes.head}>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('brand')}
          </Text>
          <Title order={2} size="h3" id="order-sheet-title">
            {t('orderSheet.title')}
          </Title>
        </div>
        <dl className={classes.fields}>
          <dt>{t('orderSheet.orderNumber')}</dt>
          <dd>
            <strong>{data.rmaNumber}</strong>
          </dd>
          <dt>{t('orderSheet.processingTime')}</dt>
          <dd>{data.processingTime}</dd>
        </dl>
      </header>

      <div className={classes.grid}>
        <Section title={t('orderSheet.customer')}>
          <Fields
            rows={[
              [t('orderSheet.name'), customer.name],
              [t('orderSheet.phone'), customer.phone],
              [t('orderSheet.email'), customer.email],
              [t('orderSheet.address'), customer.address],
              [t('orderSheet.postal'), customer.postalCode],
            ]}
          />
        </Section>
        <Section title={t('orderSheet.shipping')}>
          <Fields
            rows={[
              [t('orderSheet.shipmentNumber'), shipping.shipmentNo],
              [
                t('orderSheet.pickupDate'),
                formatCalendarDate(shipping.pickupDate, i18n.language, 'full'),
              ],
              [
                t('orderSheet.pickupTime'),
                t('orderSheet.window', {
                  from: shipping.pickupTimeFrom,
                  to: shipping.pickupTimeTo,
                }),
              ],
              ...optional(
                t('orderSheet.waybill'),
                shipping.waybill && t(`orderSheet.waybillOption.${shipping.waybill}`),
              ),
            ]}
          />
        </Section>
        <Section title={t('orderSheet.service')}>
          <Fields
            rows={[
              [t('orderSheet.channel'), service.channel],
              ...optional(t('orderSheet.brand'), service.brand),
              [t('orderSheet.serviceType'), t('orderSheet.serviceTypeValue')],
              [
                t('orderSheet.warranty'),
                service.warranty === WARRANTY_STATUS.inWarranty
                  ? t('orderSheet.inWarranty')
                  : t('orderSheet.outOfWarranty'),
              ],
            ]}
          />
        </Section>
        <Section title={t('orderSheet.device')}>
          <Fields
            rows={[
              [t('orderSheet.model'), device.model],
              [
                t('orderSheet.imei'),
                imei === '' || imei === IMEI_NOT_PROVIDED ? t('orderSheet.imeiNotProvided') : imei,
              ],
              [t('orderSheet.exterior'), device.exterior],
              [
                t('orderSheet.accessories'),
                device.accessories.length > 0
                  ? device.accessories.join(', ')
                  : t('orderSheet.none'),
              ],
            ]}
          />
        </Section>
      </div>

      <Section title={t('orderSheet.description')} spaced>
        <LongText text={data.description} />
      </Section>
      <Section title={t('orderSheet.frequency')} spaced>
        <LongText text={data.frequency} />
      </Section>

      <div className={classes.signatures}>
        {(['channel', 'customer'] as const).map((party) => (
          <div key={party}>
            <h3 className={classes.sectionTitle}>{t(`orderSheet.${party}Confirmation`)}</h3>
            <div className={classes.signatureRow}>
              <div className={classes.signatureLine} data-wide>
                <span>{t('orderSheet.signature')}</span>
                <span />
              </div>
              <div className={classes.signatureLine}>
                <span>{t('orderSheet.date')}</span>
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
