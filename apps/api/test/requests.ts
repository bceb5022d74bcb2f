import { expect } from 'vitest';
import type { App } from '../src/app';

type Fields = Record<string, string | number | boolean | undefined>;
/** An answer from app.inject, or from an instance in another thread (harness.ts). */
type Injected = Pick<Awaited<ReturnType<App['inject']>>, 'statusCode' | 'body' | 'json'>;

/** A multipart/form-data body with the same fields, as some clients send forms. */
export function multipart(fields: Fields) {
  const boundary = '----portal-test-boundary';
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Bodies no client should send: each must be refused with the error shape. */
export const BROKEN_BODIES = {
  textPlain: { payload: 'typeId=10004', headers: { 'content-type': 'text/plain' } },
  json: { payload: '{"typeId":10004}', headers: { 'content-type': 'application/json' } },
  malformedJson: { payload: '{"typeId":', headers: { 'content-type': 'application/json' } },
  truncatedMultipart: {
    payload: '------b\r\nContent-Disposition: form-data; name="typeId"\r\n\r\n100',
    headers: { 'content-type': 'multipart/form-data; boundary=----b' },
  },
  multipartWithoutBoundary: {
    payload: 'typeId=10004',
    headers: { 'content-type': 'multipart/form-data' },
  },
} as const;

/** The error shape `{ result: 0, error_code, error_msg }` with the given code and HTTP status. */
export function expectError(res: Injected, code: number, status = 200): string {
  expect(res.statusCode).toBe(status);
  const body = res.json<{ error_msg: string }>();
  expect(body).toEqual({ result: 0, error_code: code, error_msg: expect.any(String) });
  expect(body.error_msg).not.toBe('');
  return body.error_msg;
}

/** The parsed body of a successful answer, after checking it is one. */
export function okBody<T>(res: Injected): T {
  expect(res.statusCode).toBe(200);
  const body = res.json<T & { result: number }>();
  expect(body.result, res.body).toBe(1);
  return body;
}
