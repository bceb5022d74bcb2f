import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { consoleLines, junitXml, markdownReport, tally } from '../src/report';
import type { Result } from '../src/suite';

const results: Result[] = [
  {
    name: 'brand list',
    group: 'calls',
    spec: 'SPEC §7: POST /user/queryPage',
    status: 'passed',
    failures: [],
    notes: ['POST /user/queryPage: answer has a field the contract does not name: `extra`'],
    ms: 12,
  },
  {
    name: 'accessories <paging> & "totals"',
    group: 'paging',
    spec: 'SPEC §9: page sizes',
    status: 'failed',
    failures: [
      { call: 'POST /product/material/page/query', message: 'answer has no field `recordsTotal`' },
    ],
    ms: 30,
  },
  {
    name: 'checkout',
    group: 'writes',
    spec: 'SPEC §7: POST /order/accessories/add',
    status: 'skipped',
    reason: 'needs --operator-token',
    failures: [],
    ms: 0,
  },
];
const summary = { baseUrl: 'http://127.0.0.1:1', startedAt: new Date(0), results };

describe('reports', () => {
  it('ends the console output with the tally, skipped only when some were', () => {
    expect(consoleLines(summary).at(-1)).toBe('1 passed, 1 failed, 1 skipped');
    expect(tally(results.slice(0, 2))).toBe('1 passed, 1 failed');
  });

  it('writes valid JUnit XML with a test case per check', () => {
    const xml = junitXml(summary);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'testsuite' || name === 'testcase',
    }).parse(xml);
    const suites = parsed.testsuites.testsuite as { testcase: Record<string, unknown>[] }[];
    expect(parsed.testsuites['@_tests']).toBe('3');
    expect(parsed.testsuites['@_failures']).toBe('1');
    expect(suites.flatMap((suite) => suite.testcase).map((c) => c['@_name'])).toEqual([
      'brand list',
      'accessories <paging> & "totals"',
      'checkout',
    ]);
  });

  it('names each failure with its call in the Markdown report', () => {
    const report = markdownReport(summary);
    expect(report).toContain(
      '- POST /product/material/page/query: answer has no field `recordsTotal`',
    );
    expect(report).toContain('- checkout: needs --operator-token');
    expect(report).toContain('Holds the backend to: SPEC §9: page sizes');
    expect(report).toContain(
      '| calls | brand list | SPEC §7: POST /user/queryPage | passed | 12 |',
    );
    expect(report).toContain(
      '## Notes (not failed)\n\n- POST /user/queryPage: answer has a field the contract does not name: `extra`',
    );
  });
});
