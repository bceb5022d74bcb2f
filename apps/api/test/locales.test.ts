import { LANGUAGES, NO_SUCH_ORDER_MESSAGE } from '@portal/contracts';
import { STORAGE_PROBLEMS } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS } from '../src/lib/messages';
import { SERVER_RESOURCES, type TextNamespace } from '../src/lib/texts';
import { mailTextsIn } from '../src/services/mail/i18n';

/** Every text of a locale file by its dotted key (list items by their index). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        out.set(path, text);
      }
    }
  } else throw new Error(`${prefix} is neither a text nor a group of texts`);
  return out;
}

/** The {{names}} a text puts values in, sorted. */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

const NAMESPACES = Object.keys(SERVER_RESOURCES) as TextNamespace[];

describe.each(NAMESPACES)("the server's %s texts", (ns) => {
  const files = SERVER_RESOURCES[ns];
  const reference = leaves(files['pl-PL']);

  it('cover every language of the portal', () => {
    expect(Object.keys(files).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has the same keys and the same values to put in as pl-PL', (lng) => {
    const texts = leaves(files[lng]);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${lng} ${key}`).not.toBe('');
      expect(variables(text), `${lng} ${key}`).toEqual(variables(reference.get(key)!));
    }
  });

  it('use no i18next nesting, so a text never pulls in another by accident', () => {
    for (const lng of LANGUAGES) {
      for (const [key, text] of leaves(files[lng])) {
        expect(text, `${lng} ${key}`).not.toContain('$t(');
      }
    }
  });
});

/** A Chinese text writes in Chinese characters; a Polish one is not the English one. */
const CJK = /[\u3400-\u9fff]/;

describe("the server's answers", () => {
  const [en, pl, zh] = (['en-US', 'pl-PL', 'zh-CN'] as const).map((lng) =>
    leaves(SERVER_RESOURCES.server[lng]),
  );
  it.each([...en!.keys()])('%s is written in each language', (key) => {
    expect(zh!.get(key), key).toMatch(CJK);
    expect(pl!.get(key), key).not.toBe(en!.get(key));
  });

  it('word every problem of the database the server tells of, in English as @portal/db does', () => {
    for (const [problem, text] of Object.entries(STORAGE_PROBLEMS)) {
      expect(SERVER_TEXTS['en-US'].storage[problem as keyof typeof STORAGE_PROBLEMS]).toBe(text);
    }
  });
});

describe('texts', () => {
  it('answer "nothing found" in English as clients have always read it', () => {
    expect(SERVER_TEXTS['en-US'].noSuchRepairOrder).toBe(NO_SUCH_ORDER_MESSAGE.repair);
    expect(SERVER_TEXTS['en-US'].noSuchSpareOrder).toBe(NO_SUCH_ORDER_MESSAGE.sparePart);
  });

  it.each(LANGUAGES)('%s has every e-mail and document text the server reads', (lng) => {
    expect(() => mailTextsIn(lng)).not.toThrow();
  });

  it('put values in as they are: the HTML escapes them when it is written', () => {
    const name = "O'Brien <b>&amp; {{name}} $t(signature)";
    expect(mailTextsIn('en-US').greeting(name)).toBe(`Hello ${name},`);
    expect(mailTextsIn('zh-CN').greeting(name)).toBe(`${name}，您好：`);
  });
});
