import { NO_SUCH_ORDER_MESSAGE, type Language } from '@portal/contracts';

/**
 * The server's own messages, which the web app does not show as texts of its
 * own, in each language of the portal. The English ones are what clients
 * have always read (the contract tests compare some of them exactly).
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

export const SERVER_TEXTS: Record<Language, ServerTexts> = {
  'en-US': {
    noSuchRepairOrder: NO_SUCH_ORDER_MESSAGE.repair,
    noSuchSpareOrder: NO_SUCH_ORDER_MESSAGE.sparePart,
    invalidVerifyCode: 'Invalid or expired verification code',
    itemNotFound: (id) => `Item ${id} not found`,
    itemNotBom: (id, bom) => `Item ${id} is not BOM ${bom}`,
    itemWithoutPrice: (bom) => `Item ${bom} has no price and cannot be ordered`,
    unsupportedContentType: 'Unsupported content type',
    bodyTooLarge: 'Request body is too large',
    emptyBody: 'Request body is empty',
    malformedJson: 'Malformed JSON body',
    jsonTooDeep: (levels) => `JSON body nested too deeply: at most ${levels} levels`,
    invalidContentLength: 'Invalid content length',
    missingContentType: 'Missing content type',
    notMultipart: 'Not a multipart body',
    tooManyParts: 'Too many form parts',
    tooManyFiles: 'Too many files',
    tooManyFields: 'Too many form fields',
    fileTooLarge: 'File is too large',
    malformedUrl: 'Malformed URL: broken percent-encoding',
    methodNotAllowed: (method, path, allowed) =>
      `Method ${method} is not allowed on ${path}; use ${allowed}`,
    noSuchPath: (method, path) => `No such path: ${method} ${path}`,
    quoteAlreadyAnswered: (rmaNumber, answer) =>
      `The quote of repair order ${rmaNumber} has already been ${answer}; the answer cannot be changed.`,
    noQuoteWaiting: (rmaNumber) => `Repair order ${rmaNumber} has no quote waiting for an answer.`,
  },
  'pl-PL': {
    noSuchRepairOrder: 'Żadne zlecenie naprawy nie pasuje do tej frazy',
    noSuchSpareOrder: 'Nie ma zamówienia części o tym numerze',
    invalidVerifyCode: 'Nieprawidłowy lub wygasły kod weryfikacyjny',
    itemNotFound: (id) => `Nie znaleziono pozycji ${id}`,
    itemNotBom: (id, bom) => `Pozycja ${id} nie ma kodu BOM ${bom}`,
    itemWithoutPrice: (bom) => `Pozycja ${bom} nie ma ceny i nie można jej zamówić`,
    unsupportedContentType: 'Nieobsługiwany typ treści',
    bodyTooLarge: 'Treść żądania jest za duża',
    emptyBody: 'Treść żądania jest pusta',
    malformedJson: 'Nieprawidłowy JSON w treści żądania',
    jsonTooDeep: (levels) =>
      `JSON w treści żądania jest zagnieżdżony zbyt głęboko (dozwolonych poziomów: ${levels})`,
    invalidContentLength: 'Nieprawidłowa długość treści',
    missingContentType: 'Brak typu treści',
    notMultipart: 'Treść nie jest formularzem wieloczęściowym',
    tooManyParts: 'Za dużo części formularza',
    tooManyFiles: 'Za dużo plików',
    tooManyFields: 'Za dużo pól formularza',
    fileTooLarge: 'Plik jest za duży',
    malformedUrl: 'Nieprawidłowy adres URL: błędne kodowanie procentowe',
    methodNotAllowed: (method, path, allowed) =>
      `Metoda ${method} nie jest dozwolona dla ${path}; użyj ${allowed}`,
    noSuchPath: (method, path) => `Nie ma takiej ścieżki: ${method} ${path}`,
    quoteAlreadyAnswered: (rmaNumber, answer) =>
      `Wycena zlecenia naprawy ${rmaNumber} została już ${answer === 'approved' ? 'zaakceptowana' : 'odrzucona'}; odpowiedzi nie można zmienić.`,
    noQuoteWaiting: (rmaNumber) =>
      `Zlecenie naprawy ${rmaNumber} nie ma wyceny czekającej na odpowiedź.`,
  },
  'zh-CN': {
    noSuchRepairOrder: '没有与该关键字匹配的维修单',
    noSuchSpareOrder: '没有该编号的备件订单',
    invalidVerifyCode: '验证码错误或已过期',
    itemNotFound: (id) => `未找到商品 ${id}`,
    itemNotBom: (id, bom) => `商品 ${id} 的 BOM 不是 ${bom}`,
    itemWithoutPrice: (bom) => `商品 ${bom} 没有价格，无法订购`,
    unsupportedContentType: '不支持的内容类型',
    bodyTooLarge: '请求内容过大',
    emptyBody: '请求内容为空',
    malformedJson: '请求内容不是有效的 JSON',
    jsonTooDeep: (levels) => `请求内容的 JSON 嵌套过深：最多 ${levels} 层`,
    invalidContentLength: '内容长度无效',
    missingContentType: '缺少内容类型',
    notMultipart: '请求内容不是 multipart 表单',
    tooManyParts: '表单部分过多',
    tooManyFiles: '文件过多',
    tooManyFields: '表单字段过多',
    fileTooLarge: '文件过大',
    malformedUrl: 'URL 无效：百分号编码错误',
    methodNotAllowed: (method, path, allowed) =>
      `${path} 不允许使用 ${method} 方法；请使用 ${allowed}`,
    noSuchPath: (method, path) => `路径不存在：${method} ${path}`,
    quoteAlreadyAnswered: (rmaNumber, answer) =>
      `维修单 ${rmaNumber} 的报价已${answer === 'approved' ? '接受' : '拒绝'}，答复无法更改。`,
    noQuoteWaiting: (rmaNumber) => `维修单 ${rmaNumber} 没有等待答复的报价。`,
  },
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
