import {
  describeIssues,
  ERROR_CATALOGUE,
  interpolate,
  VALIDATION_MESSAGES_EN,
  type ErrorCode,
  type IssueLike,
  type Language,
  type ValidationMessageKey,
} from '@portal/contracts';
// The web app's common texts: the one home of the catalogue's and the
// validation messages' Polish and Chinese texts (decision record 021).
import enUS from '../../../../web/src/i18n/locales/en-US.json';
import plPL from '../../../../web/src/i18n/locales/pl-PL.json';
import zhCN from '../../../../web/src/i18n/locales/zh-CN.json';
import { FIXED_TEXTS, SERVER_TEXTS, type ServerText } from './server-texts';

export {
  SERVER_TEXTS,
  type FixedText,
  type OrderKind,
  type PickupChange,
  type PickupDateReason,
  type StepRefusalText,
  type ServerText,
  type ServerTexts,
} from './server-texts';

interface CommonTexts {
  errors: { code: Partial<Record<string, string>> };
  validation: Partial<Record<string, string>>;
}

export const WEB_COMMON_TEXTS: Record<Language, CommonTexts> = {
  'en-US': enUS,
  'pl-PL': plPL,
  'zh-CN': zhCN,
};

/**
 * English stays the contracts' own (ERROR_CATALOGUE, VALIDATION_MESSAGES_EN),
 * which the upstream clients and contract tests read; a test keeps the web's
 * English texts equal to them.
 */
export function catalogueText(code: ErrorCode, language: Language): string {
  if (language === 'en-US') return ERROR_CATALOGUE[code];
  return WEB_COMMON_TEXTS[language].errors.code[String(code)] ?? ERROR_CATALOGUE[code];
}

export function validationText(
  key: string,
  params: Record<string, unknown>,
  language: Language,
): string {
  const english = VALIDATION_MESSAGES_EN[key as ValidationMessageKey] ?? key;
  const text =
    language === 'en-US'
      ? english
      : (WEB_COMMON_TEXTS[language].validation[key.replace(/^validation\./, '')] ?? english);
  return interpolate(text, params);
}

/** `error_msg` of a 422: each of the first issues as `field: rule`, in `language`. */
export function describeIssuesIn(
  language: Language,
  issues: readonly IssueLike[],
  limit = 5,
): string {
  return describeIssues(issues)
    .slice(0, limit)
    .map(({ field, key, params }) => {
      const text = validationText(key, params, language);
      return field ? `${field}: ${text}` : text;
    })
    .join('; ');
}

/**
 * An error's `error_msg` in `language`: its own text when it has one (`text`),
 * else the catalogue's for the catalogue's English text, else the server's
 * own for one of its fixed English texts or a storage problem's; any other
 * message as it is.
 */
export function messageIn(
  language: Language,
  code: ErrorCode,
  message: string,
  text?: ServerText,
): string {
  if (text) return text(SERVER_TEXTS[language]);
  if (language === 'en-US') return message;
  if (message === ERROR_CATALOGUE[code]) return catalogueText(code, language);
  const fixed = FIXED_TEXTS.get(message);
  return fixed ? fixed(SERVER_TEXTS[language]) : message;
}
