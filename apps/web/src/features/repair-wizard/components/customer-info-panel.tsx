import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from '../hooks/use-wizard-form';
import { PanelActions } from './panel-actions';

interface PanelProps {
  form: WizardForm;
  onNext: () => void;
  onBack: () => void;
}

/** Panel 3: who we pick the device up from, and where. */
export function CustomerInfoPanel({ form, onNext, onBack }: PanelProps) {
  const { t } = useTranslation('repair-wizard');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('order-sheet:name')}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('order-sheet:phone')}
            withAsterisk
            type="tel"
            autoComplete="tel"
            placeholder={t('customer.phonePlaceholder')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('order-sheet:email')}
            withAsterisk
            type="email"
            autoComplete="email"
            placeholder={t('customer.emailPlaceholder')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('customer.city')}
            withAsterisk
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t('customer.street')}
            withAsterisk
            autoComplete="address-line1"
            {...form.getInputProps('street')}
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('customer.houseNumber')}
              withAsterisk
              {...form.getInputProps('houseNumber')}
            />
            <TextInput
              label={t('order-sheet:postal')}
              withAsterisk
              autoComplete="postal-code"
              placeholder={t('customer.postalPlaceholder')}
              {...form.getInputProps('postal')}
            />
          </SimpleGrid>
        </SimpleGrid>
      </Stack>
      <PanelActions onBack={onBack} />
    </form>
  );
}
