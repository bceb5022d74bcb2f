import {
  Alert,
  Button,
  Flex,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { EmptyState } from '@mantine/core';
import {
  LOOKUP_PAGE_QUERY,
  type IssueLike,
  purchaseInquiryRequestSchema,
  repairLookupRequestSchema,
} from '@portal/contracts';
import { IconFileSearch, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIssueText } from '../../lib/schema-resolver';
import { useApiErrorText } from '../../lib/use-api-error-text';
import { useInquirePurchaseOrder } from './api/inquire-purchase-order';
import { useLookupRepairOrders } from './api/lookup-repair-orders';
import { PurchaseResultCard } from './components/purchase-result-card';
import { MyLinksSection } from './components/my-links-section';
import { RepairResultCard } from './components/repair-result-card';
import { TitledPage } from '../../components/titled-page';

type Mode = 'repair' | 'purchase';

/** /base/query: progress of a repair order or a spare-parts (demand) order. */
export function OrderLookupPage() {
  const { t } = useTranslation('order-lookup');
  const issueText = useIssueText();
  const errorText = useApiErrorText();
  const [mode, setMode] = useState<Mode>('repair');
  const [keyword, setKeyword] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const repair = useLookupRepairOrders();
  const purchase = useInquirePurchaseOrder();
  const lookup = mode === 'repair' ? repair : purchase;
  const [params] = useSearchParams();
  const prefilled = useRef<string | null>(null);

  function switchMode(value: string) {
    // A new mode starts clean: no keyword, no result.
    setMode(value as Mode);
    setKeyword('');
    setInputError(null);
    repair.reset();
    purchase.reset();
  }

  /** A search refused here also clears the last result, which no longer answers the keyword. */
  function refuse(message: string) {
    setInputError(message);
    repair.reset();
    purchase.reset();
  }

  function search(event: FormEvent) {
    event.preventDefault();
    if (keyword.trim() === '') {
      refuse(t('keywordRequired'));
      return;
    }
    run(mode, keyword);
  }

  function run(searchMode: Mode, value: string) {
    if (searchMode === 'repair') {
      const parsed = repairLookupRequestSchema.safeParse({ keyword: value });
      if (!parsed.success) return showIssue(parsed.error.issues);
      setInputError(null);
      repair.mutate(parsed.data);
    } else {
      const parsed = purchaseInquiryRequestSchema.safeParse({ orderId: value.trim() });
      if (!parsed.success) return refuse(t('orderIdInvalid'));
      setInputError(null);
      purchase.mutate(parsed.data);
    }
  }

  function showIssue(issues: readonly IssueLike[]) {
    const [issue] = issues;
    refuse(issue ? issueText(issue) : t('common:validation.invalidValue'));
  }

  // A link from an e-mail (`?rma=…` or `?order=…`) opens the right mode with
  // its number and searches at once. After hydration: the page is prerendered
  // without a query.
  useEffect(() => {
    const rma = params.get(LOOKUP_PAGE_QUERY.repair)?.trim();
    const order = params.get(LOOKUP_PAGE_QUERY.sparePart)?.trim();
    const wanted: [Mode, string] | null = rma
      ? ['repair', rma]
      : order
        ? ['purchase', order]
        : null;
    const key = wanted ? wanted.join(':') : null;
    if (!wanted || prefilled.current === key) return;
    prefilled.current = key;
    const [wantedMode, value] = wanted;
    setMode(wantedMode);
    setKeyword(value);
    setInputError(null);
    repair.reset();
    purchase.reset();
    run(wantedMode, value);
    // Only a new query in the address starts a search; the mutations are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  return (
    <TitledPage title={t('title')} intro={t('intro')}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <form noValidate onSubmit={search} role="search" aria-label={t('searchLabel')}>
          <Stack gap="md">
            <SegmentedControl
              value={mode}
              onChange={switchMode}
              fullWidth
              radius="md"
              color="blue.8"
              aria-label={t('modeLabel')}
              // Long labels (Polish) wrap on a phone instead of being cut off.
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
              data={[
                { value: 'repair', label: t('mode.repair') },
                { value: 'purchase', label: t('mode.purchase') },
              ]}
            />
            <Flex
              direction={{ base: 'column', xs: 'row' }}
              align={{ base: 'stretch', xs: 'flex-start' }}
              gap="sm"
            >
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={mode === 'repair' ? t('keyword.repair') : t('keyword.purchase')}
                placeholder={
                  mode === 'repair'
                    ? t('keyword.repairPlaceholder')
                    : t('keyword.purchasePlaceholder')
                }
                inputMode={mode === 'purchase' ? 'numeric' : undefined}
                value={keyword}
                onChange={(event) => {
                  setKeyword(event.currentTarget.value);
                  setInputError(null);
                }}
                error={inputError}
                leftSection={<IconSearch size={16} aria-hidden />}
              />
              <Button type="submit" loading={lookup.isPending} mt={{ base: 0, xs: 25 }} px="lg">
                {t('search')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Paper>

      <section aria-live="polite" aria-label={t('resultsLabel')}>
        {lookup.isError && (
          <Alert color="red" variant="light" title={t('failed')}>
            {(() => {
              const text = errorText(lookup.error);
              return text.detail ? `${text.title}: ${text.detail}` : text.title;
            })()}
          </Alert>
        )}

        {mode === 'repair' && repair.isSuccess && repair.data.length > 0 && (
          <Stack gap="md">
            {repair.data.length > 1 && (
              <Text size="sm" c="dimmed">
                {t('repair.several', { count: repair.data.length })}
              </Text>
            )}
            {repair.data.map((result, index) => (
              <RepairResultCard
                key={`${result.createTime ?? ''}-${index}`}
                result={result}
                index={index}
              />
            ))}
          </Stack>
        )}
        {mode === 'purchase' && purchase.isSuccess && purchase.data && (
          <PurchaseResultCard result={purchase.data} />
        )}

        {((mode === 'repair' && repair.isSuccess && repair.data.length === 0) ||
          (mode === 'purchase' && purchase.isSuccess && purchase.data === null)) && (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              icon={<IconMoodEmpty size={32} />}
              withIndicatorBackground
              title={t('noData.title')}
              description={mode === 'repair' ? t('noData.repair') : t('noData.purchase')}
            />
          </Paper>
        )}

        {lookup.isIdle && (
          <Paper radius="md" p="xl" bg="transparent">
            <EmptyState
              icon={<IconFileSearch size={32} />}
              color="blue"
              variant="light"
              title={t('idle.title')}
              description={mode === 'repair' ? t('idle.repair') : t('idle.purchase')}
            />
          </Paper>
        )}
      </section>

      <MyLinksSection />
    </TitledPage>
  );
}
