import { XMLBuilder } from 'fast-xml-parser';
import type { Result } from './suite';

export interface RunSummary {
  baseUrl: string;
  startedAt: Date;
  results: Result[];
}

export function counts(results: Result[]) {
  const count = (status: Result['status']) => results.filter((r) => r.status === status).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

/** `N passed, N failed`, with `, N skipped` when some were. */
export function tally(results: Result[]): string {
  const { passed, failed, skipped } = counts(results);
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** The console's lines: one per check, its failures under it, the tally last. */
export function consoleLines(summary: RunSummary): string[] {
  const lines = [`Contract checks against ${summary.baseUrl}`];
  let group = '';
  for (const result of summary.results) {
    if (result.group !== group) {
      group = result.group;
      lines.push('', group);
    }
    const mark = { passed: '✓', failed: '✗', skipped: '-' }[result.status];
    const skipped = result.status === 'skipped' ? ` (skipped: ${result.reason})` : '';
    lines.push(`  ${mark} ${result.name}${skipped}`);
    for (const failure of result.failures) lines.push(`      ${failure.call}: ${failure.message}`);
    for (const note of result.notes ?? []) lines.push(`      note: ${note}`);
  }
  lines.push('', tally(summary.results));
  return lines;
}

/** JUnit XML: a test suite per group, a test case per check. */
export function junitXml(summary: RunSummary): string {
  const groups = [...new Set(summary.results.map((r) => r.group))];
  const total = counts(summary.results);
  const suite = (group: string) => {
    const results = summary.results.filter((r) => r.group === group);
    const c = counts(results);
    return {
      '@_name': group,
      '@_tests': results.length,
      '@_failures': c.failed,
      '@_skipped': c.skipped,
      '@_errors': 0,
      '@_time': (results.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(3),
      testcase: results.map((r) => ({
        '@_name': `${r.name}`,
        '@_classname': `conformance.${group}`,
        '@_time': (r.ms / 1000).toFixed(3),
        ...(r.status === 'failed'
          ? {
              failure: {
                '@_message': `${r.failures[0]?.call}: ${r.failures[0]?.message}`,
                '#text': r.failures.map((f) => `${f.call}: ${f.message}`).join('\n'),
              },
            }
          : {}),
        ...(r.status === 'skipped' ? { skipped: { '@_message': r.reason ?? '' } } : {}),
      })),
    };
  };
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': `contract checks against ${summary.baseUrl}`,
      '@_tests': summary.results.length,
      '@_failures': total.failed,
      '@_skipped': total.skipped,
      '@_errors': 0,
      '@_timestamp': summary.startedAt.toISOString(),
      testsuite: groups.map(suite),
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  });
  return builder.build(document) as string;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The Markdown report: the tally, every failure with its call, then every check. */
export function markdownReport(summary: RunSummary): string {
  const { results } = summary;
  const failed = results.filter((r) => r.status === 'failed');
  const skipped = results.filter((r) => r.status === 'skipped');
  const lines = [
    '# Contract checks',
    '',
    `Backend: ${summary.baseUrl}, ${summary.startedAt.toISOString()}`,
    '',
    `**${tally(results)}**`,
    '',
  ];
  if (failed.length > 0) {
    lines.push('## Failures', '');
    for (const result of failed) {
      lines.push(`### ${result.name}`, '', `Holds the backend to: ${result.spec}`, '');
      for (const failure of result.failures) lines.push(`- ${failure.call}: ${failure.message}`);
      lines.push('');
    }
  }
  const notes = [...new Set(results.flatMap((r) => r.notes ?? []))];
  if (notes.length > 0) {
    lines.push('## Notes (not failed)', '', ...notes.map((note) => `- ${note}`), '');
  }
  if (skipped.length > 0) {
    lines.push('## Skipped', '');
    for (const result of skipped) lines.push(`- ${result.name}: ${result.reason}`);
    lines.push('');
  }
  lines.push(
    '## Every check',
    '',
    '| Group | Check | Holds the backend to | Result | ms |',
    '|---|---|---|---|---|',
  );
  for (const r of results) {
    lines.push(`| ${cell(r.group)} | ${cell(r.name)} | ${cell(r.spec)} | ${r.status} | ${r.ms} |`);
  }
  return `${lines.join('\n')}\n`;
}
