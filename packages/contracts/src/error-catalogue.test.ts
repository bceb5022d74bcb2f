import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODE,
  errorMessageKey,
  errorNotice,
  errorResponse,
  errorResponseSchema,
  isCatalogued,
} from './error-catalogue.ts';

/** The mapped codes of SPEC §8. */
const SPEC_CODES = [
  200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504, 901, 902, 903, 904,
  906,
];

describe('ERROR_CATALOGUE', () => {
  it.each(SPEC_CODES)('maps code %i to a text', (code) => {
    expect(isCatalogued(code)).toBe(true);
    expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].trim()).not.toBe('');
  });

  it('holds every code of SPEC §8, plus 429 for too many requests', () => {
    const codes = Object.keys(ERROR_CATALOGUE).map(Number);
    expect(codes).toEqual(expect.arrayContaining(SPEC_CODES));
    expect(codes.filter((code) => !SPEC_CODES.includes(code))).toEqual([429]);
  });

  it.each([
    [404, 'Record not found'],
    [422, 'Validation error'],
    [500, 'Server error'],
    [901, 'Not logged in'],
    [906, 'Please change your password at first login'],
  ] as const)('describes %i as %s', (code, text) => {
    expect(ERROR_CATALOGUE[code]).toBe(text);
  });

  it('names only catalogued codes', () => {
    for (const code of Object.values(ERROR_CODE)) expect(isCatalogued(code)).toBe(true);
    expect(ERROR_CODE).toMatchObject({
      validation: 422,
      notFound: 404,
      badRequest: 400,
      server: 500,
    });
  });
});

describe('isCatalogued', () => {
  it.each([[0], [1], [205], [999], [404.5], [Number.NaN], ['404'], [null], [undefined]])(
    '%j is not a catalogued code',
    (code) => {
      expect(isCatalogued(code)).toBe(false);
    },
  );
});

describe('errorMessageKey', () => {
  it.each(SPEC_CODES)('code %i has the key errors.code.%i', (code) => {
    expect(errorMessageKey(code as keyof typeof ERROR_CATALOGUE)).toBe(`errors.code.${code}`);
  });
});

describe('errorNotice', () => {
  it.each(SPEC_CODES)('gives the catalogue key for the known code %i', (code) => {
    expect(errorNotice({ error_code: code, error_msg: 'ignored' })).toEqual({
      kind: 'catalogue',
      key: `errors.code.${code}`,
    });
  });

  it('reads a code given as text', () => {
    expect(errorNotice({ error_code: '404' })).toEqual({
      kind: 'catalogue',
      key: 'errors.code.404',
    });
  });

  it.each([[0], [999], [1234], ['abc']])(
    'gives the body error_msg for the unknown code %j',
    (code) => {
      expect(errorNotice({ error_code: code, error_msg: 'Slot is full' })).toEqual({
        kind: 'message',
        text: 'Slot is full',
      });
    },
  );

  it('gives an empty text for an unknown code without a message', () => {
    expect(errorNotice({ error_code: 999 })).toEqual({ kind: 'message', text: '' });
    expect(errorNotice({ error_code: 999, error_msg: 42 })).toEqual({ kind: 'message', text: '' });
  });

  it.each([
    [{}],
    [{ error_code: undefined }],
    [{ error_code: null }],
    [{ error_msg: 'Something' }],
  ])('gives nothing without error_code: %j', (body) => {
    expect(errorNotice(body)).toBeNull();
  });
});

describe('errorResponse', () => {
  it('has result 0, the code and the catalogue text', () => {
    expect(errorResponse(404)).toEqual({
      result: 0,
      error_code: 404,
      error_msg: 'Record not found',
    });
  });

  it('uses a given message instead of the catalogue text', () => {
    expect(errorResponse(422, 'clientName: This field is required')).toEqual({
      result: 0,
      error_code: 422,
      error_msg: 'clientName: This field is required',
    });
  });

  it.each(SPEC_CODES)('matches errorResponseSchema for code %i', (code) => {
    expect(
      errorResponseSchema.parse(errorResponse(code as keyof typeof ERROR_CATALOGUE)),
    ).toBeTruthy();
  });

  it('errorResponseSchema refuses a success body and a body without message', () => {
    expect(
      errorResponseSchema.safeParse({ result: 1, error_code: 200, error_msg: 'Success' }).success,
    ).toBe(false);
    expect(errorResponseSchema.safeParse({ result: 0, error_code: 404 }).success).toBe(false);
  });
});
