import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  cartCount,
  cartTotalCents,
  INVOICE_TYPE,
  taxNumberRuleFor,
  type CartItem,
  type InvoiceInfo,
  type InvoiceType,
} from '@portal/contracts';
import type { FormEvent, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useMoney } from '../../../lib/money';
import type { ContactValues } from './contact-step';
import { VerifyCodeField } from './verify-code-field';

export type InvoiceValues = { [K in Exclude<keyof InvoiceInfo, 'invoiceType'>]-?: string } & {
  invoiceType: InvoiceType;
  verifyCode: string;
  privacyAccepted: boolean;
};

export const EMPTY_INVOICE: InvoiceValues = {
  invoiceType: INVOICE_TYPE.personal,
  invoiceName: '',
  taxNumber: '',
  registeredAddress: '',
  registeredPhone: '',
  bankName: '',
  bankAccount: '',
  invoiceEmail: '',
  verifyCode: '',
  privacyAccepted: false,
};

export interface InvoiceStepProps {
  form: UseFormReturnType<InvoiceValues>;
  contact: ContactValues;
  items: CartItem[];
  onSubmit: (event: FormEvent) => void;
  onPrevious: () => void;
  /** The step's heading, where the focus goes when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  onCancel: () => void;
  pending: boolean;
  code: { stamp: number; failed: boolean; onRefresh: () => void; onImageError: () => void };
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** Step 2: contact summary, invoice data, verification code and the privacy agreement. */
export function InvoiceStep({
  form,
  contact,
  items,
  onSubmit,
  onPrevious,
  headingRef,
  onCancel,
  pending,
  code,
}: InvoiceStepProps) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const enterprise = form.values.invoiceType === INVOICE_TYPE.enterprise;
  const taxRule = taxNumberRuleFor(contact.country);
  const polish = taxRule.kind === 'nip';
  const taxHint = polish
    ? t('checkout.nipHint')
    : taxRule.kind === 'euVat'
      ? t('checkout.vatHint', { prefix: taxRule.prefix })
      : undefined;
  const address = [contact.contactAddress, contact.city, contact.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('checkout.stepInvoice')}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Title order={3} size="h5" mb="xs">
            {t('checkout.contactSummary')}
          </Title>
          <SimpleGrid
            cols={{ base: 1, xs: 2 }}
            spacing="xs"
            verticalSpacing="xs"
            component="dl"
            m={0}
          >
            <SummaryRow label={t('fields.contactName')} value={contact.contactName.trim()} />
            <SummaryRow label={t('fields.contactPhone')} value={contact.contactPhone.trim()} />
            <SummaryRow label={t('fields.contactEmail')} value={contact.contactEmail.trim()} />
            <SummaryRow label={t('checkout.address')} value={address} />
            {contact.remark.trim() && (
              <SummaryRow label={t('fields.remark')} value={contact.remark.trim()} />
            )}
          </SimpleGrid>
        </Paper>

        <Stack gap="sm">
          <Title order={3} size="h5" ref={headingRef} tabIndex={-1}>
            {t('checkout.invoiceTitle')}
          </Title>
          <Radio.Group
            label={t('fields.invoiceType')}
            withAsterisk
            {...form.getInputProps('invoiceType')}
          >
            <Group gap="lg" mt={6}>
              <Radio value={INVOICE_TYPE.personal} label={t('checkout.personal')} />
              <Radio value={INVOICE_TYPE.enterprise} label={t('checkout.enterprise')} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label={enterprise ? t('fields.companyName') : t('fields.invoiceName')}
              withAsterisk
              autoComplete={enterprise ? 'organization' : 'name'}
              {...form.getInputProps('invoiceName')}
            />
            <TextInput
              label={t('fields.invoiceEmail')}
              withAsterisk
              type="email"
              autoComplete="email"
              {...form.getInputProps('invoiceEmail')}
            />
            {enterprise && (
              <>
                <TextInput
                  label={polish ? t('fields.taxNumber') : t('fields.taxNumberOther')}
                  description={taxHint}
                  descriptionProps={{ c: 'gray.7' }}
                  withAsterisk
                  inputMode={polish ? 'numeric' : undefined}
                  {...form.getInputProps('taxNumber')}
                />
                <TextInput
                  label={t('fields.registeredPhone')}
                  withAsterisk
                  type="tel"
                  {...form.getInputProps('registeredPhone')}
                />
                <TextInput
                  label={t('fields.registeredAddress')}
                  withAsterisk
                  {...form.getInputProps('registeredAddress')}
                  style={{ gridColumn: '1 / -1' }}
                />
                <TextInput label={t('fields.bankName')} {...form.getInputProps('bankName')} />
                <TextInput label={t('fields.bankAccount')} {...form.getInputProps('bankAccount')} />
              </>
            )}
          </SimpleGrid>
        </Stack>

        <Divider />

        <VerifyCodeField
          stamp={code.stamp}
          failed={code.failed}
          onRefresh={code.onRefresh}
          onImageError={code.onImageError}
          inputProps={form.getInputProps('verifyCode')}
        />

        <Checkbox
          {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
          label={
            <Trans
              t={t}
              i18nKey="checkout.privacy"
              components={{
                policy: (
                  <Anchor href={paths.privacyPolicy} target="_blank" rel="noopener" inherit />
                ),
              }}
            />
          }
        />

        <Group justify="space-between" align="center" gap="sm" mt="xs">
          <Text size="sm">
            {t('checkout.orderTotal', { count: cartCount(items) })}{' '}
            <Text span fw={700}>
              {money.cents(cartTotalCents(items))}
            </Text>
          </Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="default" onClick={onPrevious} disabled={pending}>
              {t('checkout.previous')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('checkout.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
