import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import plPL from './locales/pl-PL.json';
import zhCN from './locales/zh-CN.json';

/** Every leaf of a locale file as `path → text`; array items count by index. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key))
        found.set(path, leaf);
    }
  } else {
    found.set(prefix, value);
  }
  return found;
}

const english = leaves(enUS);

describe('legal texts', () => {
  it.each([
    ['pl-PL', plPL],
    ['zh-CN', zhCN],
  ])('%s has exactly the keys, placeholders and tags of en-US', (_language, file) => {
    const other = leaves(file);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    const markers = (text: unknown) => (String(text).match(/\{\{\w+\}\}|<\/?\w+>/g) ?? []).sort();
    for (const [path, text] of english)
      expect({ path, markers: markers(other.get(path)) }).toEqual({ path, markers: markers(text) });
  });

  it.each([
    ['en-US', enUS],
    ['pl-PL', plPL],
    ['zh-CN', zhCN],
  ])('%s has no empty text', (_language, file) => {
    for (const [path, text] of leaves(file))
      expect({ path, ok: typeof text === 'string' && text.trim() !== '' }).toEqual({
        path,
        ok: true,
      });
  });
});
