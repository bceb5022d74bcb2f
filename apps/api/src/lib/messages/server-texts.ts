import type { Language } from '@portal/contracts';
import { text } from '../texts';

/**
 * The server's own messages, which the web app does not show as texts of its
 * own, in each language of the portal (`locales/<lang>.json`). The English
 * ones are what clients have always read (the contract tests compare some of
 * them exactly).
 */
export interface ServerTexts {
  noSuchRepairOrder: string;
  noSuchSpareOrder: string;
  invalidVerifyCode: string;
  itemNotFound: (id: number) => string;
  itemNotBom: (id: number, bom: string) => string;
  itemWithoutPrice: (bom: string) => string;
  unsupportedContentType: string;
  bodyTooLarge: string;
  emptyBody: string;
  malformedJson: string;
  jsonTooDeep: (levels: number) => string;
  invalidContentLength: string;
  missingContentType: string;
  notMultipart: string;
  tooManyParts: string;
  tooManyFiles: string;
  tooManyFields: string;
  fileTooLarge: string;
  malformedUrl: string;
  methodNotAllowed: (method: string, path: string, allowed: string) => string;
  noSuchPath: (method: string, path: string) => string;
  quoteAlreadyAnswered: (rmaNumber: string, answer: 'approved' | 'declined') => string;
  noQuoteWaiting: (rmaNumber: string) => string;
}

/** The server's messages in `lng`, from the i18next namespace `server`. */
function serverTexts(lng: Language): ServerTexts {
  const t = (key: string, values?: Record<string, string | number>) =>
    text('server', lng, key, values);
  return {
    noSuchRepairOrder: t('noSuchRepairOrder'),
    noSuchSpareOrder: t('noSuchSpareOrder'),
    invalidVerifyCode: t('invalidVerifyCode'),
    itemNotFound: (id) => t('itemNotFound', { id }),
    itemNotBom: (id, bom) => t('itemNotBom', { id, bom }),
    itemWithoutPrice: (bom) => t('itemWithoutPrice', { bom }),
    unsupportedContentType: t('unsupportedContentType'),
    bodyTooLarge: t('bodyTooLarge'),
    emptyBody: t('emptyBody'),
    malformedJson: t('malformedJson'),
    jsonTooDeep: (levels) => t('jsonTooDeep', { levels }),
    invalidContentLength: t('invalidContentLength'),
    missingContentType: t('missingContentType'),
    notMultipart: t('notMultipart'),
    tooManyParts: t('tooManyParts'),
    tooManyFiles: t('tooManyFiles'),
    tooManyFields: t('tooManyFields'),
    fileTooLarge: t('fileTooLarge'),
    malformedUrl: t('malformedUrl'),
    methodNotAllowed: (method, path, allowed) => t('methodNotAllowed', { method, path, allowed }),
    noSuchPath: (method, path) => t('noSuchPath', { method, path }),
    quoteAlreadyAnswered: (rmaNumber, answer) => t(`quoteAlreadyAnswered.${answer}`, { rmaNumber }),
    noQuoteWaiting: (rmaNumber) => t('noQuoteWaiting', { rmaNumber }),
  };
}

/** The server's messages in each language, read from the i18next resources once at start-up. */
export const SERVER_TEXTS: Record<Language, ServerTexts> = {
  'pl-PL': serverTexts('pl-PL'),
  'en-US': serverTexts('en-US'),
  'zh-CN': serverTexts('zh-CN'),
};

/** A message of the server's own, written out in any language. */
export type ServerText = (texts: ServerTexts) => string;

/** The names of the fixed texts (not those made of parts). */
export type FixedText = {
  [K in keyof ServerTexts]: ServerTexts[K] extends string ? K : never;
}[keyof ServerTexts];

/** The key of a fixed English text, for messages thrown as plain text. */
export const FIXED_TEXT_KEYS: ReadonlyMap<string, FixedText> = new Map(
  (Object.entries(SERVER_TEXTS['en-US']) as [keyof ServerTexts, unknown][])
    .filter((entry): entry is [FixedText, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);
