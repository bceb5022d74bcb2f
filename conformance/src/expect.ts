import {
  type ErrorCode,
  errorResponseSchema,
  isCatalogued,
  RESULT_FAILED,
  RESULT_OK,
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
