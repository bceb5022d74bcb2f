import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@portal/contracts';
import { REPO_ROOT } from '@portal/test-support';

/**
 * The web app's own texts, read from its locale files (and the contracts'
 * that it prints too, such as the order sheet's, and the API's as `server`), so a journey finds what a
 * visitor reads in any language without copying a single string.
 */
const WEB_SRC = path.join(REPO_ROOT, 'apps', 'web', 'src');
const SHARED_LOCALES = path.join(REPO_ROOT, 'packages', 'contracts', 'src', 'locales');
const SERVER_LOCALES = path.join(REPO_ROOT, 'apps', 'api', 'src', 'lib', 'messages', 'locales');

type Tree = { [key: string]: string | Tree | unknown };
const cache = new Map<Language, Map<string, Tree>>();

function namespaces(language: Language): Map<string, Tree> {
  let loaded = cache.get(language);
  if (loaded) return loaded;
  loaded = new Map();
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  loaded.set('common', read(path.join(WEB_SRC, 'i18n', 'locales', `${language}.json`)));
  const features = path.join(WEB_SRC, 'features');
  for (const feature of fs.readdirSync(features)) {
    const file = path.join(features, feature, 'locales', `${language}.json`);
    if (fs.existsSync(file)) loaded.set(feature, read(file));
  }
  // The API's own texts (error_msg and the like), as namespace `server`.
  loaded.set('server', read(path.join(SERVER_LOCALES, `${language}.json`)));
  for (const namespace of fs.readdirSync(SHARED_LOCALES)) {
    loaded.set(namespace, read(path.join(SHARED_LOCALES, namespace, `${language}.json`)));
  }
  cache.set(language, loaded);
  return loaded;
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

export type Params = Record<string, string | number>;

export interface T {
  /** The text of `namespace:key` (default namespace unless given), interpolated and pluralised. */
  (key: string, params?: Params): string;
  /** The inner text of a `<tag>…</tag>` component in a text (a link inside a sentence). */
  tag(key: string, tag: string): string;
  /** A pattern of the text; each `{{name}}` not in `params` stands for any value, captured in order. */
  pattern(key: string, params?: Params): RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A translator bound to one language and a default namespace, like i18next's `t`. */
export function texts(language: Language, defaultNs = 'common'): T {
  const plural = new Intl.PluralRules(language);
  const raw = (key: string, params: Params) => {
    const [ns, bare] = key.includes(':')
      ? (key.split(':', 2) as [string, string])
      : [defaultNs, key];
    const tree = namespaces(language).get(ns);
    let value =
      typeof params.count === 'number'
        ? lookup(tree, `${bare}_${plural.select(params.count)}`)
        : undefined;
    value ??= lookup(tree, bare);
    if (typeof value !== 'string') throw new Error(`no text ${ns}:${bare} in ${language}`);
    return value;
  };
  // <tag>…</tag> of <Trans> components: the visitor reads only the inner text.
  const untag = (text: string) => text.replace(/<\/?\w+>/g, '');
  const fill = (text: string, params: Params) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  const t = ((key: string, params: Params = {}) => untag(fill(raw(key, params), params))) as T;
  t.tag = (key, tag) => {
    const inner = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(raw(key, {}))?.[1];
    if (inner === undefined) throw new Error(`no <${tag}> in ${key}`);
    return inner;
  };
  t.pattern = (key, params = {}) => {
    // Split keeps the placeholder names at odd positions.
    const parts = untag(raw(key, params)).split(/\{\{\s*(\w+)\s*\}\}/);
    const source = parts
      .map((part, index) => {
        if (index % 2 === 0) return escape(part);
        return part in params
          ? escape(String(params[part]))
          : index === parts.length - 2 && parts.at(-1) === ''
            ? '(.+)'
            : '(.+?)';
      })
      .join('');
    return new RegExp(source);
  };
  return t;
}

/** An exact-text pattern for locators (whole text, any surrounding space). */
export function exact(text: string): RegExp {
  return new RegExp(`^\\s*${escape(text)}\\s*$`);
}

/** The main pages and the text key of each one's heading, in the order a journey visits them. */
export const PAGE_HEADINGS: readonly (readonly [path: string, key: string])[] = [
  ['/', 'home:title'],
  ['/base/query', 'order-lookup:title'],
  ['/base/create', 'repair-wizard:title'],
  ['/spare/center', 'spare-centre:page.title'],
  ['/spare/cart', 'cart:title'],
  ['/Regulations-Privacy', 'legal:privacy.title'],
];
