import { Anchor, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Props that show a pick list's loading and failure on its input: a spinner
 * while loading, a retry link when the list could not be fetched.
 */
export function usePickListState(
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch' | 'fetchStatus'>,
) {
  const { t } = useTranslation('repair-wizard');
  const loading = query.isPending && query.fetchStatus === 'fetching';
  let description: ReactNode;
  if (query.isError) {
    description = (
      <Group gap={6} component="span">
        <Text span size="xs" c="red.8">
          {t('lists.failed')}
        </Text>
        <Anchor component="button" type="button" size="xs" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Anchor>
      </Group>
    );
  }
  return {
    rightSection: loading ? (
      <Loader size="xs" role="status" aria-label={t('common:loading')} />
    ) : undefined,
    description,
  };
}
