import fs from 'node:fs';
import path from 'node:path';
import { freeLoopbackPort } from '@portal/test-support';
import { expect, it } from 'vitest';
import { FIXED_VERIFY_CODE, runServerToExit, serverEnv, tempServerDir } from '../src/server';

it(
  'the server refuses the fixed verification code in production mode',
  { timeout: 60_000 },
  async () => {
    const dir = tempServerDir();
    try {
      const env = serverEnv(dir, await freeLoopbackPort(), { NODE_ENV: 'production' });
      expect(env.FIXED_VERIFY_CODE).toBe(FIXED_VERIFY_CODE);
      const { code, output } = await runServerToExit(env);
      expect(code).not.toBe(0);
      expect(output).toContain('FIXED_VERIFY_CODE is for tests and is refused in production');
      // Refused before anything was touched: no database was created.
      expect(fs.existsSync(path.join(dir, 'portal.db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
