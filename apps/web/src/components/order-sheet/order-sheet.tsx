import { Text, Title } from '@mantine/core';
import {
  ORDER_SHEET_NAMESPACE,
  orderSheetLayout,
  type OrderSheetData,
  type SheetField,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './order-sheet.module.css';

/**
 * The printable order sheet (SPEC §2): everything the courier and the
 * service need, one A4 page. The wizard's result page and the repair's
 * private page print it alike, with the wording and layout of the PDF
 * (contracts `orderSheetLayout`).
 */
export function OrderSheet({ data, className }: { data: OrderSheetData; className?: string }) {
  const { t: common } = useTranslation();
  const { t, i18n } = useTranslation(ORDER_SHEET_NAMESPACE);
  const sheet = orderSheetLayout(data, i18n.language, (key, values) => t(key, values ?? {}));

  return (
    <article
      className={className ? `${classes.sheet} ${className}` : classes.sheet}
      aria-labelledby="order-sheet-title"
    >
      <header className={classes.head}>
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {common('brand')}
          </Text>
          <Title order={2} size="h3" id="order-sheet-title">
            {sheet.title}
          </Title>
        </div>
        <Fields fields={sheet.head} strongFirst />
      </header>

      <div className={classes.grid}>
        {sheet.sections.map((section) => (
          <Section key={section.title} title={section.title}>
            <Fields fields={section.fields} />
          </Section>
        ))}
      </div>

      {sheet.texts.map(({ title, text }) => (
        <Section key={title} title={title} spaced>
          <LongText text={text} />
        </Section>
      ))}

      <div className={classes.signatures}>
        {sheet.signatures.map(({ party, signature, date }) => (
          <div key={party}>
            <h3 className={classes.sectionTitle}>{party}</h3>
            <div className={classes.signatureRow}>
              <div className={classes.signatureLine} data-wide>
                <span>{signature}</span>
                <span />
              </div>
              <div className={classes.signatureLine}>
                <span>{date}</span>
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

function Fields({ fields, strongFirst }: { fields: SheetField[]; strongFirst?: boolean }) {
  return (
    <dl className={classes.fields}>
      {fields.map(({ label, value }, index) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{strongFirst && index === 0 ? <strong>{value}</strong> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
