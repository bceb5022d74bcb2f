// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary rule's messages on one import placed in a file of the web app. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { value } from '${specifier}';\nexport const used = value;\n`,
    { filePath: path.join(repoRoot, 'apps/web/src', file) },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the lint rule of the web app layers', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await boundaryErrors('features/home/example.ts', '../cart/cart-page')).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it('refuses shared code importing a feature', async () => {
    expect(await boundaryErrors('lib/example.ts', '../features/cart/cart-page')).toEqual([
      expect.stringContaining('Shared code does not import a feature'),
    ]);
    expect(
      await boundaryErrors('components/example.tsx', '../features/legal/cookie-dialog'),
    ).toHaveLength(1);
  });

  it('lets a feature import itself and shared code, and the app import features', async () => {
    expect(await boundaryErrors('features/cart/example.ts', './components/cart-lines')).toEqual([]);
    expect(await boundaryErrors('features/cart/example.ts', '../../lib/notify')).toEqual([]);
    expect(await boundaryErrors('app/example.ts', '../features/cart/cart-page')).toEqual([]);
  });
});
