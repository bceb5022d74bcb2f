import { describeIssues, type IssueLike } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns the contracts' zod issues into translated form errors, first issue per field. */
export function useIssueErrors() {
  const { t } = useTranslation('common');
  return useCallback(
    (issues: readonly IssueLike[]): Record<string, string> => {
      const errors: Record<string, string> = {};
      for (const { field, key, params } of describeIssues(issues)) {
        errors[field] ??= t(key, params);
      }
      return errors;
    },
    [t],
  );
}
