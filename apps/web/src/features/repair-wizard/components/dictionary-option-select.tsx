import { Select } from '@mantine/core';
import type { DictionaryTypeId, PickOption } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../api/get-dictionary';
import { usePickListState } from './pick-list-state';

interface DictionaryOptionSelectProps {
  typeId: DictionaryTypeId;
  label: string;
  placeholder: string;
  value: PickOption | null;
  onChange: (option: PickOption | null) => void;
  error?: ReactNode;
}

/** A required single choice from a dictionary; the order keeps both its id and its name. */
export function DictionaryOptionSelect({
  typeId,
  label,
  placeholder,
  value,
  onChange,
  error,
}: DictionaryOptionSelectProps) {
  const { t } = useTranslation('repair-wizard');
  const entries = useDictionary(typeId);
  const listState = usePickListState(entries);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      withAsterisk
      data={(entries.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
      value={value ? String(value.id) : null}
      onChange={(id, option) =>
        onChange(id && option ? { id: Number(id), name: option.label } : null)
      }
      error={error}
      nothingFoundMessage={t('lists.empty')}
      {...listState}
    />
  );
}
