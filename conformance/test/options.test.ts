import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOptions, UsageError } from '../src/options';

describe('command line', () => {
  it('reads the flags, files relative to where the command was typed', () => {
    const options = readOptions(
      [
        '--base-url',
        'http://127.0.0.1:3000',
        '--writes',
        '--operator-token',
        'T',
        '--exchanges',
        'x.jsonl',
        '--origin',
        'https://shop.example.com/',
      ],
      '/repo',
    );
    expect(options).toEqual({
      baseUrl: 'http://127.0.0.1:3000',
      writes: true,
      operatorToken: 'T',
      origin: 'https://shop.example.com',
      allowExtraFields: false,
      junit: path.resolve('/repo', 'conformance-report/junit.xml'),
      report: path.resolve('/repo', 'conformance-report/report.md'),
      exchanges: path.resolve('/repo', 'x.jsonl'),
    });
  });

  it('is read-only by default and refuses a run without a usable base URL', () => {
    expect(readOptions(['--base-url', 'http://h/api'], '/').writes).toBe(false);
    expect(() => readOptions([], '/')).toThrow(UsageError);
    expect(() => readOptions(['--base-url', 'not a url'], '/')).toThrow(UsageError);
    expect(() => readOptions(['--base-url', 'http://h', '--bogus'], '/')).toThrow(/bogus/);
    expect(() =>
      readOptions(['--base-url', 'http://h', '--origin', 'https://a.example/app'], '/'),
    ).toThrow(/not an origin/);
  });
});
