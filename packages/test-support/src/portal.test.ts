import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_DIR } from './paths';
import { parseStartScript, portalEnv, productionStart } from './portal';

describe('parseStartScript', () => {
  it('keeps the node flags and finds the entry after them', () => {
    expect(
      parseStartScript('node --max-semi-space-size=4  --enable-source-maps dist/main.js'),
    ).toEqual({
      env: {},
      args: ['--max-semi-space-size=4', '--enable-source-maps', 'dist/main.js'],
      entry: 'dist/main.js',
    });
  });

  it('takes the environment set before node', () => {
    expect(parseStartScript('MALLOC_ARENA_MAX=2 A_B=x=y node dist/main.js')).toEqual({
      env: { MALLOC_ARENA_MAX: '2', A_B: 'x=y' },
      args: ['dist/main.js'],
      entry: 'dist/main.js',
    });
  });

  it('refuses a start script that is not a plain node command', () => {
    expect(() => parseStartScript('tsx src/main.ts')).toThrow('unexpected start script');
    expect(() => parseStartScript('node --inspect')).toThrow('unexpected start script');
  });
});

describe('productionStart', () => {
  it("runs the API's start script with this node, in apps/api", () => {
    const start = productionStart();
    expect(start.command).toBe(process.execPath);
    expect(start.cwd).toBe(API_DIR);
    expect(path.dirname(start.entry)).toBe(path.join(API_DIR, 'dist'));
    expect(start.env).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' });
  });
});

describe('portalEnv', () => {
  it("keeps the server's files in the given folder and on loopback", () => {
    const env = portalEnv('/tmp/run', 3601);
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: '3601' });
    expect(env.DATABASE_URL).toBe('file:/tmp/run/portal.db');
    for (const dir of [env.FILES_DIR, env.OUTBOX_DIR])
      expect(dir.startsWith('/tmp/run/')).toBe(true);
  });
});
