import { describeIssues, type IssueLike } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageChange } from '../i18n/use-language-change';
import { z } from 'zod';

/** Translates a key of the common namespace with its parameters. */
type Translate = (key: string, params: Record<string, unknown>) => string;

/** The text of an issue of the contracts' schemas, in the page's language. */
function issueText(issue: IssueLike, t: Translate): string {
  const [described] = describeIssues([issue]);
  if (!described) return '';
  const { key, params } = described;
  return t(key, params);
}

/**
 * The contracts' schemas name what is wrong with message keys (the limit as a
 * parameter), which the API turns into English: this schema checks with
 * `schema` and tells the same issues in the page's language.
 */
function translated(schema: z.ZodType, t: Translate) {
  return z.unknown().superRefine((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issueText(issue, t) });
    }
  });
}

/**
 * `useForm({ validate })` from a contracts' schema: one translated error per
 * field, the first the schema finds, as the visitor reads them in order.
 */
export function useSchemaResolver() {
  const { t } = useTranslation('common');
  return useCallback(
    (schema: z.ZodType) =>
      zod4Resolver(
        translated(schema, (key, params) => t(key, params)),
        { errorPriority: 'first' },
      ),
    [t],
  );
}

/** Translates the contracts' issues one by one, for a message outside a form. */
export function useIssueText() {
  const { t } = useTranslation('common');
  return useCallback((issue: IssueLike) => issueText(issue, (key, params) => t(key, params)), [t]);
}

/** What of a form `useErrorsFollowLanguage` needs. */
interface FormWithErrors {
  errors: Record<string, unknown>;
  validateField: (path: string) => unknown;
}

/** The errors `form` shows are told again, in the new language, after a change of language. */
export function useErrorsFollowLanguage(form: FormWithErrors) {
  useLanguageChange(() => {
    for (const field of Object.keys(form.errors)) form.validateField(field);
  });
}
