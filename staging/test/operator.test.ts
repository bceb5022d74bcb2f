import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { baseEnv } from '@portal/test-support';
import { describe, expect, it } from 'vitest';
import { checkOperatorToken, generateOperatorToken, operatorSettings } from '../src/topology';

describe('the operator token of the staging instances', () => {
  it('is refused where the server would refuse it or could not read it back', () => {
    expect(() => checkOperatorToken('x'.repeat(15))).toThrow('at least 16 characters');
    expect(() => checkOperatorToken('sixteen chars ok')).toThrow('without blanks');
    expect(checkOperatorToken('x'.repeat(16))).toBe('x'.repeat(16));
  });

  it('is generated as 32 random bytes in hex, a new one each time', () => {
    const token = generateOperatorToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(generateOperatorToken()).not.toBe(token);
  });
});

describe('operatorSettings', () => {
  it('turns the test controls on with a generated token, or the one given', () => {
    const generated = operatorSettings({ testControls: true });
    expect(generated.testControls).toBe(true);
    expect(generated.operatorToken).toMatch(/^[0-9a-f]{64}$/);
    expect(generated.env).toEqual({
      TEST_CONTROLS: 'true',
      OPERATOR_TOKEN: generated.operatorToken,
    });
    const token = 'a-token-of-twenty-chars';
    expect(operatorSettings({ testControls: true, operatorToken: token })).toEqual({
      env: { TEST_CONTROLS: 'true', OPERATOR_TOKEN: token },
      operatorToken: token,
      testControls: true,
    });
  });

  it('without the controls: off, with the given token only (the lifecycle calls)', () => {
    expect(operatorSettings({ testControls: false })).toEqual({
      env: { TEST_CONTROLS: 'false' },
      operatorToken: undefined,
      testControls: false,
    });
    expect(operatorSettings({ testControls: false, operatorToken: 'x'.repeat(16) })).toEqual({
      env: { TEST_CONTROLS: 'false', OPERATOR_TOKEN: 'x'.repeat(16) },
      operatorToken: 'x'.repeat(16),
      testControls: false,
    });
    expect(() => operatorSettings({ testControls: true, operatorToken: 'short' })).toThrow(
      'at least 16 characters',
    );
  });

  it('reports what env sets when the options are not used, and refuses both ways at once', () => {
    expect(
      operatorSettings({ env: { OPERATOR_TOKEN: 'y'.repeat(20), TEST_CONTROLS: 'true' } }),
    ).toEqual({ env: {}, operatorToken: 'y'.repeat(20), testControls: true });
    expect(operatorSettings({})).toEqual({
      env: {},
      operatorToken: undefined,
      testControls: false,
    });
    expect(() =>
      operatorSettings({ env: { TEST_CONTROLS: 'true' }, operatorToken: 'y'.repeat(20) }),
    ).toThrow('TEST_CONTROLS in env and operatorToken or testControls');
  });
});

describe('pnpm staging', () => {
  it('stops before starting anything when OPERATOR_TOKEN is one the server would refuse', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', '--test-controls'],
      {
        cwd: path.join(import.meta.dirname, '..'),
        env: { ...baseEnv(), OPERATOR_TOKEN: 'too-short' },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(result.stderr).toContain('[staging] OPERATOR_TOKEN must be at least 16 characters');
    expect(result.stdout).not.toContain('starting');
    expect(result.status).toBe(1);
  });
});
