import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS } from '@portal/contracts';
import { READ_CHECKS, WRITE_CHECKS } from './checks';
import { HttpClient, type Exchange } from './http';
import type { CliOptions } from './options';
import { consoleLines, counts, junitXml, markdownReport, type RunSummary } from './report';
import { describeError, runCheck, type Context, type Result } from './suite';

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Runs every check against `options.baseUrl`, writes the reports; resolves with the exit code. */
export async function verify(options: CliOptions, print: (line: string) => void): Promise<number> {
  const exchanges: Exchange[] = [];
  const context: Context = {
    http: new HttpClient(options.baseUrl, (exchange) => exchanges.push(exchange), print),
    options,
    facts: new Map(),
  };
  try {
    await context.http.send('GET', API_PATHS.announcement);
  } catch (error) {
    print(`Cannot reach ${options.baseUrl}: ${describeError(error)}`);
    return 2;
  }
  const summary: RunSummary = { baseUrl: options.baseUrl, startedAt: new Date(), results: [] };
  for (const check of READ_CHECKS) summary.results.push(await runCheck(check, context));
  for (const check of WRITE_CHECKS) {
    const result: Result = options.writes
      ? await runCheck(check, context)
      : {
          ...check,
          status: 'skipped',
          reason: 'changes data: run with --writes',
          failures: [],
          ms: 0,
        };
    delete (result as Partial<typeof check>).run;
    summary.results.push(result);
  }

  write(options.junit, junitXml(summary));
  write(options.report, markdownReport(summary));
  if (options.exchanges) {
    write(
      options.exchanges,
      exchanges.map((exchange) => JSON.stringify(exchange)).join('\n') + '\n',
    );
  }
  const lines = consoleLines(summary);
  const tallyLine = lines.pop() ?? '';
  lines.push(`JUnit XML: ${options.junit}`, `Report: ${options.report}`);
  if (options.exchanges) lines.push(`Exchanges: ${options.exchanges}`);
  lines.push('', tallyLine);
  for (const line of lines) print(line);
  return counts(summary.results).failed === 0 ? 0 : 1;
}
