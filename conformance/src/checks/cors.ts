import { API_PATHS } from '@portal/contracts';
import { callLabel, send } from '../calls';
import { cameBack } from '../expect';
import type { Answer } from '../http';
import type { Check, Context, Probe } from '../suite';
import { formParams } from './fixtures';

const group = 'cross-origin (CORS)';
const spec =
  'SPEC §7: the calls of a browser frontend; its origin (--origin) must be answered with CORS';

function origin(probe: Probe, context: Context): string {
  const value = context.options.origin;
  if (!value) probe.skip('needs --origin: the origin of a frontend the backend serves');
  return value;
}

const listed = (header: string | null, wanted: string) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .some((item) => item === '*' || item === wanted.toLowerCase());

function allowsOrigin(probe: Probe, call: string, answer: Answer, from: string): void {
  const allowed = answer.headers.get('access-control-allow-origin');
  probe.expect(
    allowed === from || allowed === '*',
    call,
    `expected Access-Control-Allow-Origin ${from}, got ${allowed ?? 'none'} (${cameBack(answer)})`,
  );
}

export const corsCheckList: Check[] = [
  {
    name: 'a JSON call from the frontend origin: the preflight allows POST and Content-Type',
    group,
    spec,
    async run(probe, context) {
      const from = origin(probe, context);
      const call = `OPTIONS ${API_PATHS.repairOrderAdd}`;
      const answer = await context.http.send('OPTIONS', API_PATHS.repairOrderAdd, {
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      if (answer.status < 200 || answer.status >= 300) {
        probe.stop(call, `expected a 2xx preflight answer, got ${cameBack(answer)}`);
      }
      allowsOrigin(probe, call, answer, from);
      const methods = answer.headers.get('access-control-allow-methods');
      probe.expect(
        listed(methods, 'POST'),
        call,
        `expected Access-Control-Allow-Methods naming POST, got ${methods ?? 'none'}`,
      );
      const headers = answer.headers.get('access-control-allow-headers');
      probe.expect(
        listed(headers, 'content-type'),
        call,
        `expected Access-Control-Allow-Headers naming Content-Type, got ${headers ?? 'none'}`,
      );
    },
  },
  {
    name: 'a form call and a GET from the frontend origin carry Access-Control-Allow-Origin',
    group,
    spec,
    async run(probe, context) {
      const from = origin(probe, context);
      const headers = { origin: from };
      const dictionary = formParams(new Date()).dictionary;
      allowsOrigin(
        probe,
        callLabel('dictionary'),
        await send(context, 'dictionary', dictionary, { headers }),
        from,
      );
      allowsOrigin(
        probe,
        callLabel('announcement'),
        await send(context, 'announcement', {}, { headers }),
        from,
      );
    },
  },
];
