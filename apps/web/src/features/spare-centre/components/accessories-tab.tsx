import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX } from '@portal/contracts';
import { IconBox, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreparedMoneyFormat } from '../../../lib/money';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFocusOnLoadedMore } from '../../../lib/focus';
import { useMaterials } from '../api/get-materials';
import { useSerials, type Serial } from '../api/get-serials';
import { AccessoryCard } from './accessory-card';
import { SerialSelect } from './serial-select';

export function AccessoriesTab() {
  const { t } = useTranslation('spare-centre');
  const errorText = useApiErrorText();
  const [chosen, setChosen] = useState<Serial | null>(null);
  // The first model is selected on load (SPEC §7); the choice then stays.
  const initialSerials = useSerials('');
  const serial = chosen ?? initialSerials.data?.[0] ?? null;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // Without any model at all the catalogue is still shown, unfiltered.
  const ready = serial !== null || initialSerials.isSuccess || initialSerials.isError;
  const materials = useMaterials({ serialId: serial?.Id ?? null, search: debouncedSearch }, ready);
  // A page of cards is a lot of work for a slow phone: rendered in the
  // background, in slices that leave the page responsive, not in one block.
  const shown = useDeferredValue(materials.data);
  // While the catalogue loads, not while its first card renders.
  usePreparedMoneyFormat();
  const items = shown?.pages.flatMap((page) => page.data) ?? [];
  const total = shown?.pages.at(-1)?.recordsTotal ?? 0;
  const { listRef, loadingMore } = useFocusOnLoadedMore<HTMLDivElement>(items.length);

  return (
    <Stack gap="md">
      <VisuallyHidden component="h2">{t('tabs.accessories')}</VisuallyHidden>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SerialSelect
          label={t('models.label')}
          value={serial}
          onChange={(next) => next && setChosen(next)}
          style={{ flex: '1 1 240px' }}
        />
        <TextInput
          label={t('accessories.searchLabel')}
          placeholder={t('accessories.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maxLength={SEARCH_TEXT_MAX}
          style={{ flex: '2 1 240px' }}
        />
      </Group>

      {materials.isPending || (materials.isSuccess && shown === undefined) ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('accessories.loading')} />
        </Center>
      ) : materials.isError ? (
        <Alert color="red" title={t('accessories.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(materials.error).title}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void materials.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : items.length === 0 ? (
        <Stack align="center" py="xl" gap="xs" c="gray.7">
          <IconBox size={48} stroke={1.2} aria-hidden />
          <Text>{t('accessories.empty')}</Text>
        </Stack>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('accessories.shown', { shown: items.length, total })}
          </Text>
          <SimpleGrid ref={listRef} cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {items.map((material) => (
              <AccessoryCard key={material.Id} material={material} />
            ))}
          </SimpleGrid>
          {materials.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => {
                  loadingMore();
                  void materials.fetchNextPage();
                }}
                loading={materials.isFetchingNextPage}
              >
                {t('accessories.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
