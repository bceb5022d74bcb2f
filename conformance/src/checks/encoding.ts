import { backendNow } from '../clock';
import { callLabel, send, type CallName } from '../calls';
import { cameBack } from '../expect';
import type { Check } from '../suite';
import { formParams } from './fixtures';

type FormCall = keyof ReturnType<typeof formParams>;

/**
 * Where SPEC says form-encoded, multipart/form-data is accepted too: the
 * same fields in either encoding get the same answer.
 */
export const encodingCheckList: Check[] = (Object.keys(formParams(new Date())) as FormCall[]).map(
  (call: FormCall & CallName) => ({
    name: `${callLabel(call)} takes multipart/form-data like the form encoding`,
    group: 'encoding',
    spec: 'SPEC §7: requests use form-encoded bodies unless noted (a form in either encoding)',
    async run(probe, context) {
      const label = callLabel(call);
      const now = await backendNow(context);
      const params = formParams(now)[call];
      const form = await send(context, call, params);
      const multipart = await send(context, call, params, { multipart: true });
      probe.expect(
        form.status === 200 && form.mediaType === 'application/json',
        label,
        `form-encoded: expected a JSON answer, got ${cameBack(form)}`,
      );
      probe.expect(
        multipart.status === form.status && multipart.text === form.text,
        label,
        `multipart: expected the answer of the form-encoded request (${cameBack(form)}), got ${cameBack(multipart)}`,
      );
    },
  }),
);
