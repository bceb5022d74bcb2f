import { materialPageResponseSchema, repairLookupResponseSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fieldNameProblems } from '../src/fields';

const part = {
  Id: 1,
  ImageFiles: '',
  price: 10,
  serialName: 'X5',
  NameEN: 'Screen',
  NamePL: 'Ekran',
  bom: 'B-1',
};

describe('field names of an answer against a response schema', () => {
  it('finds none in an answer that follows the contract', () => {
    const answer = { result: 1, recordsTotal: 1, data: [part] };
    expect(fieldNameProblems(materialPageResponseSchema, answer)).toEqual([]);
  });

  it('names a renamed field by both names', () => {
    const answer = { result: 1, recordTotal: 1, data: [part] };
    expect(fieldNameProblems(materialPageResponseSchema, answer)).toEqual([
      'answer has no field `recordsTotal` (found `recordTotal`)',
    ]);
  });

  it('names missing and unknown fields inside list items once each', () => {
    const withoutBom: Partial<typeof part> = { ...part };
    delete withoutBom.bom;
    const answer = {
      result: 1,
      recordsTotal: 2,
      data: [withoutBom, { ...withoutBom, colour: 'red' }],
    };
    expect(fieldNameProblems(materialPageResponseSchema, answer)).toEqual([
      'answer has no field `data[].bom`',
      'answer has a field the contract does not name: `data[].colour`',
    ]);
  });

  it('takes nullable fields as present and looks through lazy schemas', () => {
    const row = {
      status: 1,
      createTime: null,
      receiveTime: null,
      checkTime: null,
      repairTime: null,
      sendDateTime: null,
      sendLogisticsTypeName: null,
      sendLogisticsNo: null,
    };
    const answer = { result: 1, data: { list: [row] } };
    expect(fieldNameProblems(repairLookupResponseSchema, answer)).toEqual([]);
    const short: Partial<typeof row> = { ...row };
    delete short.sendLogisticsNo;
    expect(
      fieldNameProblems(repairLookupResponseSchema, { result: 1, data: { list: [short] } }),
    ).toEqual(['answer has no field `data.list[].sendLogisticsNo`']);
  });
});
