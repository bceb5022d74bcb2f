import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  missingContactFields,
  type ContactInfo,
  type ContactRequiredField,
} from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ContactValues = { [K in keyof ContactInfo]-?: string };

export const EMPTY_CONTACT: ContactValues = {
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  country: '',
  city: '',
  contactAddress: '',
  remark: '',
};

const AUTOCOMPLETE: Record<keyof ContactValues, string> = {
  contactName: 'name',
  contactPhone: 'tel',
  contactEmail: 'email',
  country: 'country-name',
  city: 'address-level2',
  contactAddress: 'street-address',
  remark: 'off',
};

export interface ContactStepProps {
  form: UseFormReturnType<ContactValues>;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

/** Step 1: Next stays disabled until every required contact field is filled. */
export function ContactStep({ form, onSubmit, onCancel }: ContactStepProps) {
  const { t } = useTranslation('cart');
  const missing = missingContactFields(form.values);
  const label = (field: keyof ContactValues) => t(`fields.${field}`);
  const input = (field: ContactRequiredField, type = 'text') => (
    <TextInput
      label={label(field)}
      withAsterisk
      type={type}
      autoComplete={AUTOCOMPLETE[field]}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('checkout.stepContact')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {input('contactName')}
          {input('contactPhone', 'tel')}
          {input('contactEmail', 'email')}
          {input('country')}
          {input('city')}
          {input('contactAddress')}
        </SimpleGrid>
        <Textarea
          label={label('remark')}
          description={t('checkout.remarkHint')}
          descriptionProps={{ c: 'gray.7' }}
          rows={3}
          autoComplete={AUTOCOMPLETE.remark}
          {...form.getInputProps('remark')}
        />
        {missing.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start" role="status">
            <IconInfoCircle
              size={18}
              color="var(--mantine-color-orange-9)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="gray.8">
              {t('checkout.completeContact')}: {missing.map(label).join(', ')}
            </Text>
          </Group>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={missing.length > 0}>
            {t('checkout.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
