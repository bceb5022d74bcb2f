import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const LEVELS = ['error', 'warn'] as const;

/**
 * Fails every test that writes to `console.error` or `console.warn` without
 * expecting it: React's warnings, a failed request logged, a library's
 * deprecation. A test that expects such output spies on it itself
 * (`vi.spyOn(console, 'error').mockImplementation(…)`), which takes the place
 * of this guard for that test. Called once from a suite's setup file.
 */
export function failOnUnexpectedConsole(): void {
  const original = { error: console.error, warn: console.warn };
  const unexpected: string[] = [];

  beforeEach(() => {
    unexpected.length = 0;
    for (const level of LEVELS) {
      console[level] = (...args: unknown[]) => {
        unexpected.push(`console.${level}: ${format(...args)}`);
        original[level](...args);
      };
    }
  });

  afterEach(() => {
    Object.assign(console, original);
    if (unexpected.length > 0) {
      throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
    }
  });
}
