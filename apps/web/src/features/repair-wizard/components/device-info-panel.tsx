import {
  Checkbox,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  accessoryValue,
  DICTIONARY_TYPE,
  hasImeiChecksumMismatch,
  REPAIR_LIMITS,
} from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../api/get-dictionary';
import type { WizardForm } from '../hooks/use-wizard-form';
import { DictionaryOptionSelect } from './dictionary-option-select';
import { PanelActions } from './panel-actions';
import { usePickListState } from './pick-list-state';

interface PanelProps {
  form: WizardForm;
  onNext: () => void;
  onBack: () => void;
}

/** Panel 2: IMEI, accessories sent along, exterior, the fault and when it happens. */
export function DeviceInfoPanel({ form, onNext, onBack }: PanelProps) {
  const { t } = useTranslation('repair-wizard');
  const accessories = useDictionary(DICTIONARY_TYPE.accessories);
  const accessoryState = usePickListState(accessories);
  const { imei, imeiUnreadable, exterior, description, frequency } = form.values;
  const checksumMismatch = !imeiUnreadable && hasImeiChecksumMismatch(imei);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <TextInput
            label={t('device.imei')}
            placeholder={
              imeiUnreadable ? t('device.imeiUnreadablePlaceholder') : t('device.imeiPlaceholder')
            }
            inputMode="numeric"
            autoComplete="off"
            disabled={imeiUnreadable}
            description={
              checksumMismatch ? (
                <Group gap={4} wrap="nowrap" component="span" c="dark.7" role="status">
                  <IconAlertTriangle
                    size={14}
                    aria-hidden
                    color="var(--mantine-color-orange-8)"
                    style={{ flexShrink: 0 }}
                  />
                  <span>{t('device.imeiChecksum')}</span>
                </Group>
              ) : (
                t('device.imeiHint')
              )
            }
            {...form.getInputProps('imei')}
          />
          <Checkbox
            size="sm"
            label={t('device.imeiUnreadable')}
            checked={imeiUnreadable}
            onChange={(event) => {
              const unreadable = event.currentTarget.checked;
              form.setFieldValue('imeiUnreadable', unreadable);
              if (unreadable) form.setFieldValue('imei', '');
            }}
          />
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelect
            label={t('order-sheet:accessories')}
            placeholder={
              form.values.followAnnex.length === 0 ? t('device.accessoriesPlaceholder') : undefined
            }
            data={(accessories.data ?? []).map((entry) => ({
              value: accessoryValue(entry.id, entry.name),
              label: entry.name,
            }))}
            clearable
            hidePickedOptions
            nothingFoundMessage={t('lists.empty')}
            {...form.getInputProps('followAnnex')}
            {...accessoryState}
          />
          <DictionaryOptionSelect
            typeId={DICTIONARY_TYPE.exterior}
            label={t('order-sheet:exterior')}
            placeholder={t('device.exteriorPlaceholder')}
            value={exterior}
            onChange={(option) => form.setFieldValue('exterior', option)}
            error={form.errors.exterior}
          />
        </SimpleGrid>

        <Textarea
          label={t('order-sheet:description')}
          placeholder={t('device.descriptionPlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          description={<Counter length={description.length} max={REPAIR_LIMITS.description} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t('order-sheet:frequency')}
          placeholder={t('device.frequencyPlaceholder')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          description={<Counter length={frequency.length} max={REPAIR_LIMITS.frequency} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('frequency')}
        />
      </Stack>
      <PanelActions onBack={onBack} />
    </form>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('repair-wizard');
  return (
    <Text span size="xs" c={length > max ? 'red.8' : 'dimmed'} ta="right" display="block">
      {t('device.counter', { length, max })}
    </Text>
  );
}
