import {
  DEFAULT_STUB_PRIORITY,
  type JournalAnswer,
  type JournalEntry,
  type StubAnswer,
  type StubRequest,
} from '@portal/contracts';

const isTruncated = (value: unknown) =>
  value !== null && typeof value === 'object' && 'truncated' in value;

/** The request as sent, matched exactly: a recording replays what happened, not more. */
function matcherOf(entry: JournalEntry): StubRequest['request'] {
  const query = Object.keys(entry.query).length > 0 ? { query: { $equalTo: entry.query } } : {};
  const bodySent =
    entry.body !== null && typeof entry.body === 'object' && !isTruncated(entry.body);
  return {
    method: entry.method as StubRequest['request']['method'],
    path: entry.path,
    ...query,
    ...(bodySent ? { body: { $equalTo: entry.body } } : {}),
  };
}

function answerOf(entry: JournalEntry): StubAnswer | null {
  if (entry.status === 0) return { drop: true };
  const answer = entry.answer as JournalAnswer | null;
  if (answer === null || isTruncated(answer)) return null;
  const headers = {
    ...answer.headers,
    ...(answer.contentType === null ? {} : { 'content-type': answer.contentType }),
  };
  return {
    status: entry.status,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(answer.base64Body === undefined
      ? answer.body === undefined
        ? {}
        : { body: answer.body as StubAnswer['body'] }
      : { base64Body: answer.base64Body }),
  };
}

/**
 * Stubs that replay what the upstream answered: one per distinct request,
 * in the order first sent. A request answered differently over time becomes
 * a sequence: each answer once, in turn, the last one from then on.
 */
export function stubsFromRecording(entries: readonly JournalEntry[]): StubRequest[] {
  const sequences = new Map<string, { request: StubRequest['request']; answers: StubAnswer[] }>();
  for (const entry of entries) {
    const answer = answerOf(entry);
    if (!answer) continue;
    const request = matcherOf(entry);
    const key = JSON.stringify(request);
    const sequence = sequences.get(key) ?? { request, answers: [] };
    sequences.set(key, sequence);
    const last = sequence.answers.at(-1);
    if (!last || JSON.stringify(last) !== JSON.stringify(answer)) sequence.answers.push(answer);
  }
  return [...sequences.values()].flatMap(({ request, answers }) =>
    answers.map((response, index) => ({
      request,
      response,
      ...(index < answers.length - 1 ? { times: 1 } : {}),
      priority: DEFAULT_STUB_PRIORITY,
    })),
  );
}
