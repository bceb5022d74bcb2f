import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { baseEnv } from '@portal/test-support';
import { describe, expect, it } from 'vitest';
import { checkOperatorToken, generateOperatorToken, operatorSettings } from '../src/topology';

/** 32 characters the server takes: no pattern repeated. */
const RANDOM_LOOKING = 'q7Zk2mVx9PfR4tLw8NcB1hYs6DgJ3aEu';
const ANOTHER = 'operator-token-of-the-staging-tests';

/** Node with tsx in this package's folder, with `env` over the harnesses' own. */
function runWithTsx(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...baseEnv(), ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('the operator token of the staging instances', () => {
  it('is refused where the server would refuse it or could not read it back', () => {
    expect(() => checkOperatorToken(RANDOM_LOOKING.slice(0, 31))).toThrow(
      'OPERATOR_TOKEN must be at least 32 characters',
    );
    for (const repeated of ['x'.repeat(32), 'ab'.repeat(16), 'abc'.repeat(11)]) {
      expect(() => checkOperatorToken(repeated)).toThrow(
        'OPERATOR_TOKEN must not be one short pattern repeated',
      );
    }
    expect(() => checkOperatorToken('thirty-two characters, but blank')).toThrow('without blanks');
    expect(checkOperatorToken(RANDOM_LOOKING)).toBe(RANDOM_LOOKING);
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
    const token = ANOTHER;
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
    expect(operatorSettings({ testControls: false, operatorToken: RANDOM_LOOKING })).toEqual({
      env: { TEST_CONTROLS: 'false', OPERATOR_TOKEN: RANDOM_LOOKING },
      operatorToken: RANDOM_LOOKING,
      testControls: false,
    });
    expect(() => operatorSettings({ testControls: true, operatorToken: 'short' })).toThrow(
      'at least 32 characters',
    );
    expect(() => operatorSettings({ testControls: true, operatorToken: 'ab'.repeat(20) })).toThrow(
      'one short pattern repeated',
    );
  });

  it('reports what env sets when the options are not used, and refuses both ways at once', () => {
    expect(operatorSettings({ env: { OPERATOR_TOKEN: ANOTHER, TEST_CONTROLS: 'true' } })).toEqual({
      env: {},
      operatorToken: ANOTHER,
      testControls: true,
    });
    expect(operatorSettings({})).toEqual({
      env: {},
      operatorToken: undefined,
      testControls: false,
    });
    expect(() =>
      operatorSettings({ env: { TEST_CONTROLS: 'true' }, operatorToken: ANOTHER }),
    ).toThrow('TEST_CONTROLS in env and operatorToken or testControls');
  });
});

describe('pnpm staging', () => {
  it('stops before starting anything when OPERATOR_TOKEN is one the server would refuse', () => {
    const result = runWithTsx(['src/main.ts', '--test-controls'], { OPERATOR_TOKEN: 'too-short' });
    expect(result.stderr).toContain('[staging] OPERATOR_TOKEN must be at least 32 characters');
    expect(result.stdout).not.toContain('starting');
    expect(result.status).toBe(1);
  });

  it('stops as well on a long OPERATOR_TOKEN that is one pattern repeated', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', '--test-controls'],
      {
        cwd: path.join(import.meta.dirname, '..'),
        env: { ...baseEnv(), OPERATOR_TOKEN: 'abc'.repeat(16) },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(result.stderr).toContain(
      '[staging] OPERATOR_TOKEN must not be one short pattern repeated',
    );
    expect(result.stdout).not.toContain('starting');
    expect(result.status).toBe(1);
  });
});

describe('a run that needs a staging', () => {
  it('stops before it begins when HAProxy is missing, naming the package', () => {
    const check = runWithTsx(
      ['-e', "import('./src/topology.ts').then((m) => m.requireStagingTools())"],
      { HAPROXY_BIN: '/nonexistent/haproxy' },
    );
    expect(check.status).not.toBe(0);
    expect(check.stderr).toContain(
      'HAProxy is not installed at /nonexistent/haproxy (apt-get install haproxy)',
    );
  });
});
