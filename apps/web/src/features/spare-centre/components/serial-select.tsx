import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSerials, type Serial } from '../api/get-serials';

export interface SerialSelectProps {
  label: string;
  value: Serial | null;
  onChange: (serial: Serial | null) => void;
  /** Offers clearing (documents: "all models"); the accessories selector always has a model. */
  clearable?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

/** A model-series selector searched on the server, debounced 300 ms (SPEC §7). */
export function SerialSelect({
  label,
  value,
  onChange,
  clearable = false,
  placeholder,
  style,
}: SerialSelectProps) {
  const { t } = useTranslation('spare-centre');
  const [search, setSearch] = useState('');
  // The input shows the chosen name; that is not a search.
  const typed = search === value?.EnName ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const serials = useSerials(debounced);

  const data = useMemo(() => {
    const list = serials.data ?? [];
    const withChosen =
      value && !list.some((serial) => serial.Id === value.Id) ? [value, ...list] : list;
    return withChosen.map((serial) => ({ value: String(serial.Id), label: serial.EnName }));
  }, [serials.data, value]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      data={data}
      value={value ? String(value.Id) : null}
      onChange={(id) => {
        if (id === null) {
          if (clearable) onChange(null);
          return;
        }
        const serial = [...(serials.data ?? []), ...(value ? [value] : [])].find(
          (entry) => String(entry.Id) === id,
        );
        if (serial) onChange(serial);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed text.
      filter={({ options }) => options}
      allowDeselect={clearable}
      clearable={clearable}
      nothingFoundMessage={serials.isFetching ? t('models.loading') : t('models.none')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
      style={style}
    />
  );
}
