import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../src');
const MANTINE_STYLES = path.dirname(require.resolve('@mantine/core/styles/Button.css'));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** Components with a stylesheet of their own that the app uses: imported, or as `Parent.Part`. */
function componentsWithStyles(): Set<string> {
  const used = new Set<string>();
  for (const file of sources(SRC)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names!.split(',').map((part) => part.replace(/\btype\b/, '').trim())) {
        if (!name) continue;
        used.add(name);
        for (const [, part] of code.matchAll(new RegExp(`<${name}\\.(\\w+)`, 'g')))
          used.add(`${name}${part}`);
      }
    }
  }
  return new Set(
    [...used].filter((name) => fs.existsSync(path.join(MANTINE_STYLES, `${name}.css`))),
  );
}

describe("Mantine's stylesheets (src/app/mantine.css)", () => {
  const imported = [
    ...fs
      .readFileSync(path.join(SRC, 'app/mantine.css'), 'utf8')
      .matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g),
  ].map((match) => match[1]);

  it('imports the stylesheet of every component the app uses', () => {
    const missing = [...componentsWithStyles()].filter((name) => !imported.includes(name));
    expect(missing).toEqual([]);
  });

  it("keeps Mantine's own order, in which later rules may override earlier ones", () => {
    const all = fs.readFileSync(path.join(MANTINE_STYLES, '../styles.css'), 'utf8');
    const positions = imported.map((name) =>
      all.indexOf(
        fs
          .readFileSync(path.join(MANTINE_STYLES, `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      ),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
