import {
  ERROR_CODE,
  type ErrorCode,
  errorResponseSchema,
  isCatalogued,
  RESULT_FAILED,
  RESULT_OK,
  TIMESTAMP_PATTERN,
} from '@portal/contracts';
import type { z } from 'zod';
import { fieldNameProblems, issuePath } from './fields';
import type { Answer } from './http';
import type { Context, Probe } from './suite';

const brief = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** What came back, in a few words: status, media type and the start of the body. */
export function cameBack(answer: Answer): string {
  const body = answer.text !== '' ? brief(answer.text) : `${answer.bytes.length} bytes`;
  return `HTTP ${answer.status} ${answer.mediaType || '(no content type)'}: ${body}`;
}

/** The answer's JSON body; stops the check when there is none. */
export function jsonBody(probe: Probe, call: string, answer: Answer): Record<string, unknown> {
  if (answer.status !== 200) probe.stop(call, `expected HTTP 200, got ${cameBack(answer)}`);
  if (answer.mediaType !== 'application/json') {
    probe.stop(call, `expected a JSON answer, got ${cameBack(answer)}`);
  }
  const body = answer.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    probe.stop(call, `expected a JSON object, got ${cameBack(answer)}`);
  }
  return body as Record<string, unknown>;
}

/**
 * A successful answer (`result` 1) read with the contract's response schema:
 * every field missing, renamed, unknown or of the wrong type is a failure
 * by name. Returns the parsed answer; stops the check when it does not parse.
 */
export function okAnswer<T extends z.ZodType>(
  probe: Probe,
  context: Context,
  call: string,
  answer: Answer,
  schema: T,
): z.output<T> {
  const body = jsonBody(probe, call, answer);
  if (body.result !== RESULT_OK) {
    probe.stop(call, `expected \`result\` ${RESULT_OK}, got ${brief(JSON.stringify(body))}`);
  }
  for (const problem of fieldNameProblems(schema, body)) {
    if (context.options.allowExtraFields && problem.includes('does not name')) {
      probe.notes.push(`${call}: ${problem}`);
    } else {
      probe.fail(call, problem);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A missing field is already named above.
      if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) continue;
      probe.fail(call, `field \`${issuePath(issue.path)}\`: ${issue.message}`);
    }
    probe.stop(call, 'the answer does not match the contract');
  }
  probe.stopIfFailed();
  return parsed.data;
}

/**
 * An application error (SPEC §8): HTTP 200, `result` 0, `error_code` from
 * the catalogue (the expected one) and a non-empty `error_msg`.
 */
export function errorAnswer(
  probe: Probe,
  call: string,
  answer: Answer,
  code: ErrorCode,
): z.output<typeof errorResponseSchema> {
  const body = jsonBody(probe, call, answer);
  const parsed = errorResponseSchema.safeParse(body);
  const got = brief(JSON.stringify(body));
  if (!parsed.success) {
    probe.stop(
      call,
      `expected the error shape { result: ${RESULT_FAILED}, error_code, error_msg }, got ${got}`,
    );
  }
  const { error_code, error_msg } = parsed.data;
  probe.expect(
    isCatalogued(error_code),
    call,
    `\`error_code\` ${error_code} is not in the catalogue of SPEC §8`,
  );
  probe.expect(error_code === code, call, `expected \`error_code\` ${code}, got ${got}`);
  probe.expect(error_msg.trim() !== '', call, 'expected a non-empty `error_msg`, got an empty one');
  probe.stopIfFailed();
  return parsed.data;
}

/** `clientPostalCode` → `client postal code`: how a message may name a field in words. */
const inWords = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Whether `message` names one of `fields` by its key or in words, or quotes the refused `value`. */
export function namesField(message: string, fields: string[], value?: string): boolean {
  const text = message.toLowerCase();
  const named = fields.some(
    (field) => text.includes(field.toLowerCase()) || text.includes(inWords(field)),
  );
  return named || (value !== undefined && text.includes(value.toLowerCase()));
}

/**
 * A refusal of one field (SPEC §8's 422): the error shape, `error_code` 422,
 * and an `error_msg` that names the field by its key or in words, or quotes
 * the refused `value`, so that a client can say what to correct ("Parameter
 * error" alone does not).
 */
export function fieldRefusal(
  probe: Probe,
  call: string,
  answer: Answer,
  fields: string[],
  value?: string,
): void {
  const { error_msg } = errorAnswer(probe, call, answer, ERROR_CODE.validation);
  const expected = fields.map((field) => `\`${field}\``).join(' or ');
  probe.expect(
    namesField(error_msg, fields, value),
    call,
    `expected an \`error_msg\` naming ${expected}${value === undefined ? '' : ` or the value ${value}`}, got "${brief(error_msg)}"`,
  );
}

/** Whether `value` is a real instant written `YYYY-MM-DD HH:mm:ss`, as the contracts give every timestamp. */
export function isTimestamp(value: string): boolean {
  const match = TIMESTAMP_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  return (
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

/**
 * What is wrong with a rich text (SPEC §3: JSON holding a `zhLang` rich-text
 * document, a list of nodes or, as agreements carry it, HTML), or undefined.
 */
export function richTextProblem(text: string): string | undefined {
  let zhLang: unknown;
  try {
    zhLang = (JSON.parse(text) as { zhLang?: unknown } | null)?.zhLang;
  } catch {
    return `expected JSON holding \`zhLang\`, got text: ${brief(text, 80)}`;
  }
  const nodes = Array.isArray(zhLang) && zhLang.every((node) => typeof node === 'object' && node);
  return nodes || typeof zhLang === 'string'
    ? undefined
    : `expected \`zhLang\` to hold a rich-text document, got ${brief(JSON.stringify(zhLang) ?? 'nothing', 80)}`;
}
