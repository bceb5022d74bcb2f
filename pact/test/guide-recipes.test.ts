import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PATHS, OPS_PATHS } from '@portal/contracts';
import { REPO_ROOT } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRepair } from '../src/orders';
import { ProviderClient } from '../src/provider-client';
import { OPERATOR_TOKEN, startPortal, type Portal } from './portal';

/**
 * The recipes of the README's Contract testing and of
 * docs/contract-testing.md, each shell block run as written against a fresh
 * portal (`PORTAL`, `TOKEN`; `RECORDER`, a portal in front of it), then
 * checked for what it promises. A block under a heading this file does not
 * know fails the run, so a new recipe comes with its test.
 */

const GUIDES = ['README.md', 'docs/contract-testing.md'];

/** The guides' `sh` blocks by the heading above them. */
function readRecipes(): Map<string, string[]> {
  const recipes = new Map<string, string[]>();
  for (const guide of GUIDES) {
    const text = fs.readFileSync(path.join(REPO_ROOT, guide), 'utf8');
    let heading = '';
    let block: string[] | undefined;
    for (const line of text.split('\n')) {
      if (block) {
        if (line === '```') {
          recipes.set(heading, [...(recipes.get(heading) ?? []), block.join('\n')]);
          block = undefined;
        } else block.push(line);
      } else if (/^#{2,3} /.test(line)) heading = line.replace(/^#+ /, '');
      else if (line === '```sh') block = [];
    }
  }
  return recipes;
}

const recipes = readRecipes();
let portal: Portal;
let recorder: Portal;
let client: ProviderClient;
let curlHome: string;

beforeAll(async () => {
  portal = await startPortal();
  recorder = await startPortal({ UPSTREAM_URL: portal.server.baseUrl });
  client = new ProviderClient(portal.server.baseUrl, OPERATOR_TOKEN);
  // Each answer on a line of its own, as a terminal would show them.
  curlHome = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-curl-'));
  fs.writeFileSync(path.join(curlHome, '.curlrc'), 'write-out = "\\n"\n');
});

afterAll(async () => {
  await recorder?.stop();
  await portal?.stop();
  if (curlHome) fs.rmSync(curlHome, { recursive: true, force: true });
});

/** Runs the recipe's blocks in bash, stopping at the first failing command; the JSON lines it printed. */
async function runRecipe(heading: string) {
  const blocks = recipes.get(heading);
  if (!blocks) throw new Error(`no guide has a block under "${heading}"`);
  const script = `exec 2>&1\n${blocks.join('\n')}`;
  const stdout = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORTAL: portal.server.baseUrl,
      RECORDER: recorder.server.baseUrl,
      TOKEN: OPERATOR_TOKEN,
      CURL_HOME: curlHome,
    },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (done) => done.stdout,
    (error: { stdout?: string }) => {
      // Whatever the failing command printed goes with the failure.
      throw new Error(`the recipe "${heading}" failed:\n${error.stdout ?? ''}`);
    },
  );
  const lines = stdout.split('\n');
  const answers = lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { result: number; data?: Record<string, unknown> });
  return { lines, answers };
}

/** A public call's JSON answer, whatever its `result`. */
async function call(pathName: string, form?: Record<string, string | number>) {
  const response = await fetch(`${portal.server.baseUrl}${pathName}`, {
    method: form ? 'POST' : 'GET',
    ...(form
      ? { body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])) }
      : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const reserve = (order: Awaited<ReturnType<typeof bookRepair>>) =>
  call(API_PATHS.reservePickup, {
    shipmentId: order.shipmentId,
    orderId: order.orderId,
    pickupDate: order.pickupDate,
    pickupTimeFrom: order.pickupTimeFrom,
    pickupTimeTo: order.pickupTimeTo,
  });

describe(`the recipes of ${GUIDES.join(' and ')}`, { timeout: 240_000 }, () => {
  it('are all known to this test', () => {
    expect([...recipes.keys()].sort()).toEqual(
      [
        'Freeze the clock at a given date',
        'Freeze the clock while the contract suite runs',
        'Replay a recorded backend',
        'Stub an answer for one body field value',
        'Verify a nested field of a JSON call',
        'Make the next reservation fail',
        'Reset between tests',
        'Run the pacts',
        'Verify the real backend',
      ].sort(),
    );
  });

  it('reset between tests: a booking made before is gone', async () => {
    const order = await bookRepair(client);
    await client.operator('DELETE', OPS_PATHS.clock);
    const { answers } = await runRecipe('Reset between tests');
    expect(answers.map((answer) => answer.result)).toEqual([1]);
    const lookup = await call(API_PATHS.repairLookup, { keyword: order.rmaNumber });
    expect(lookup.body).toMatchObject({ result: 0, error_code: 404 });
  });

  it('freeze the clock: a Saturday offers Monday first, and the clock is given back', async () => {
    const { answers } = await runRecipe('Freeze the clock at a given date');
    const calendar = answers.find((answer) => answer.data?.dates)?.data as {
      today: string;
      dates: { date: string }[];
    };
    expect(calendar.today).toBe('2026-12-05');
    expect(calendar.dates[0]?.date).toBe('2026-12-07');
    expect(answers.every((answer) => answer.result === 1)).toBe(true);
    expect(await client.operator('GET', OPS_PATHS.clock)).toMatchObject({ fixed: false });
  });

  it('make the next reservation fail: it fails once, the announcement twice', async () => {
    await runRecipe('Make the next reservation fail');
    const order = await bookRepair(client);
    try {
      const refused = await reserve(order);
      expect(refused.body).toMatchObject({ result: 0 });
      expect(String(refused.body.error_msg)).not.toBe('');
      expect((await reserve(order)).body).toMatchObject({ result: 1 });
      const announcements = [];
      for (let i = 0; i < 3; i += 1)
        announcements.push((await call(API_PATHS.announcement)).status);
      expect(announcements).toEqual([503, 503, 200]);
    } finally {
      await client.operator('DELETE', OPS_PATHS.faults);
      await client.operator('DELETE', OPS_PATHS.clock);
    }
  });

  it('verify a nested field: the booking, its personal fields hidden, made once', async () => {
    await client.operator('POST', OPS_PATHS.reset);
    await bookRepair(client);
    await client.operator('DELETE', OPS_PATHS.clock);
    const { answers } = await runRecipe('Verify a nested field of a JSON call');
    const [journal, verified, nested] = answers as unknown as [
      { data: { list: { body: { repairInfo: { clientName: string } } }[] } },
      { data: unknown },
      { data: unknown },
    ];
    expect(journal.data.list).toHaveLength(1);
    expect(journal.data.list[0]?.body.repairInfo.clientName).toBe('***');
    expect(verified.data).toEqual({
      ok: true,
      matched: 1,
      expected: 1,
      atLeast: null,
      atMost: null,
    });
    expect(nested.data).toEqual({ ok: true, matched: 1, expected: null, atLeast: 1, atMost: null });
  });

  it('stub an answer: the blocked e-mail is refused, any other booked', async () => {
    await client.operator('POST', OPS_PATHS.reset);
    const { answers } = await runRecipe('Stub an answer for one body field value');
    expect(answers.map((answer) => answer.result)).toEqual([1]);
    const blocked = await bookRepair(client, { email: 'blocked@example.com' }).catch(
      (error: Error) => error.message,
    );
    expect(String(blocked)).toContain('This customer may not book');
    expect(await bookRepair(client)).toMatchObject({ rmaNumber: expect.any(String) });
    await client.operator('POST', OPS_PATHS.reset);
  });

  it('replay a recorded backend: its answer comes back from the recording alone', async () => {
    await client.operator('POST', OPS_PATHS.reset);
    // What only this backend says: gone from it once the recording is imported in its place.
    const title = 'Recorded: closed on 24 December';
    await client.operator('POST', OPS_PATHS.stubs, {
      request: { method: 'GET', path: API_PATHS.announcement },
      response: { body: { result: 1, data: { title, content: null } } },
    });
    const { answers } = await runRecipe('Replay a recorded backend');
    const [live, imported, replayed] = answers as unknown as [
      { data: { title: string } },
      { data: { ids: number[] } },
      { data: { title: string } },
    ];
    expect(live.data.title).toBe(title);
    expect(imported.data.ids).toHaveLength(1);
    expect(replayed.data.title).toBe(title);
    const stubs = (await client.operator('GET', OPS_PATHS.stubs)) as { list: { id: number }[] };
    expect(stubs.list.map((stub) => stub.id)).toEqual(imported.data.ids);
    await client.operator('POST', OPS_PATHS.reset);
  });

  it('freeze the clock under the contract suite: it passes, and the clock is given back', async () => {
    await client.operator('POST', OPS_PATHS.reset);
    const { lines, answers } = await runRecipe('Freeze the clock while the contract suite runs');
    expect(answers[0]?.data).toMatchObject({ now: '2026-12-05T10:00:00.000Z', fixed: true });
    expect(lines.filter((line) => /^\d+ passed, 0 failed/.test(line))).toHaveLength(1);
    expect(await client.operator('GET', OPS_PATHS.clock)).toMatchObject({ fixed: false });
  });

  it('verify the real backend: every check passes, read-only and with the writes', async () => {
    const { lines } = await runRecipe('Verify the real backend');
    const tallies = lines.filter((line) => /^\d+ passed, \d+ failed/.test(line));
    expect(tallies).toHaveLength(2);
    expect(tallies.filter((tally) => !/ 0 failed/.test(tally))).toEqual([]);
  });

  it('run the pacts: written again by the web app, verified with and without the token', async () => {
    const { lines } = await runRecipe('Run the pacts');
    expect(lines).toContain('The backend honours the pact of portal-web.');
    expect(
      lines.filter((line) => line.startsWith('Skipped (needs the test controls: ')),
    ).not.toEqual([]);
    expect(lines.join('\n')).toMatch(
      /The backend honours the pact of portal-web where public calls reach; \d+ interaction\(s\) skipped/,
    );
  });
});
