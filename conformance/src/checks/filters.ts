import {
  materialPageResponseSchema,
  serialQueryResponseSchema,
  STATUS_FILTER,
  type MaterialRecord,
} from '@portal/contracts';
import { callLabel, send, type Params } from '../calls';
import { okAnswer } from '../expect';
import type { Check, Context, Probe } from '../suite';
import { formParams } from './fixtures';

const group = 'filters';

async function materials(probe: Probe, context: Context, filter: Params) {
  const answer = await send(context, 'materialPage', {
    ...formParams(new Date()).materialPage,
    ...filter,
  });
  return okAnswer(probe, context, callLabel('materialPage'), answer, materialPageResponseSchema);
}

async function serials(probe: Probe, context: Context, text: string) {
  const answer = await send(context, 'serialQuery', { status: STATUS_FILTER.serial, enName: text });
  return okAnswer(probe, context, callLabel('serialQuery'), answer, serialQueryResponseSchema).data;
}

const names = (part: MaterialRecord) => `${part.NameEN} / ${part.NamePL}`;

export const filterCheckList: Check[] = [
  {
    name: 'accessories of one serial (serialId): only its parts, no more than all',
    group,
    async run(probe, context) {
      const [serial] = await serials(probe, context, '');
      if (!serial) return probe.skip('no serial to filter by');
      const all = await materials(probe, context, {});
      const some = await materials(probe, context, { serialId: serial.Id });
      const call = callLabel('materialPage');
      probe.expect(
        some.recordsTotal <= all.recordsTotal,
        call,
        `serialId ${serial.Id}: recordsTotal ${some.recordsTotal}, more than the ${all.recordsTotal} without a filter`,
      );
      const others = some.data.filter((part) => part.serialName !== serial.EnName);
      probe.expect(
        others.length === 0,
        call,
        `serialId ${serial.Id} (${serial.EnName}): parts of other serials: ${others.map((p) => `${p.Id} (${p.serialName})`).join(', ')}`,
      );
    },
  },
  {
    name: 'accessories search (enName and plName): every part found has the text in a name',
    group,
    async run(probe, context) {
      const all = await materials(probe, context, {});
      const word = all.data[0]?.NameEN.split(/\s+/)[0];
      if (!word) return probe.skip('no accessory to take a search word from');
      const found = await materials(probe, context, { enName: word, plName: word });
      const call = callLabel('materialPage');
      probe.expect(
        found.recordsTotal >= 1 && found.recordsTotal <= all.recordsTotal,
        call,
        `search "${word}": expected between 1 and ${all.recordsTotal} records, recordsTotal is ${found.recordsTotal}`,
      );
      const unrelated = found.data.filter(
        (part) => !names(part).toLowerCase().includes(word.toLowerCase()),
      );
      probe.expect(
        unrelated.length === 0,
        call,
        `search "${word}": parts without it in NameEN or NamePL: ${unrelated.map(names).join('; ')}`,
      );
    },
  },
  {
    name: 'serial search: the text finds the serial it names',
    group,
    async run(probe, context) {
      const all = await serials(probe, context, '');
      const last = all.at(-1);
      if (!last) return probe.skip('no serial to search for');
      const found = await serials(probe, context, last.EnName);
      probe.expect(
        found.some((serial) => serial.Id === last.Id) && found.length <= all.length,
        callLabel('serialQuery'),
        `search "${last.EnName}": expected serial ${last.Id} among at most ${all.length}, got ${JSON.stringify(found)}`,
      );
    },
  },
];
