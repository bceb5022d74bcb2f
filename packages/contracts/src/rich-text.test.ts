import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINK_TARGET,
  RICH_TEXT_LANGUAGE_KEYS,
  RICH_TEXT_NODE_TYPES,
  agreementHtml,
  isSafeUrl,
  parseRichText,
  richTextPlain,
  richTextShowsSomething,
} from './rich-text.ts';
import type { RichTextNode } from './rich-text.ts';

const zhNodes: RichTextNode[] = [
  { type: 'paragraph', children: [{ type: 'text', text: '公告' }] },
  { type: 'image', data: { url: '/files/a.png' } },
];
const enNodes: RichTextNode[] = [
  { type: 'paragraph', children: [{ type: 'text', text: 'Announcement' }] },
  { type: 'link', text: 'Manual', data: { href: 'https://example.com/manual.pdf' } },
  { type: 'hr' },
];
const plNodes: RichTextNode[] = [{ type: 'paragraph', text: 'Ogłoszenie' }];

const allLanguages = JSON.stringify({ zhLang: zhNodes, enLang: enNodes, plLang: plNodes });
const onlyZh = JSON.stringify({ zhLang: zhNodes });

describe('rich text constants', () => {
  it('maps the languages to their keys', () => {
    expect(RICH_TEXT_LANGUAGE_KEYS).toEqual({
      'pl-PL': 'plLang',
      'en-US': 'enLang',
      'zh-CN': 'zhLang',
    });
  });

  it('knows image, link and horizontal rule; links open in a new tab by default', () => {
    expect(RICH_TEXT_NODE_TYPES).toEqual({ image: 'image', link: 'link', horizontalRule: 'hr' });
    expect(DEFAULT_LINK_TARGET).toBe('_blank');
  });
});

describe('parseRichText', () => {
  it.each([
    ['pl-PL', plNodes],
    ['en-US', enNodes],
    ['zh-CN', zhNodes],
  ] as const)('picks the nodes of %s', (language, nodes) => {
    expect(parseRichText(allLanguages, language)).toEqual(nodes);
  });

  it.each(['pl-PL', 'en-US', 'zh-CN'])(
    'falls back to zhLang for %s when its language is missing',
    (language) => {
      expect(parseRichText(onlyZh, language)).toEqual(zhNodes);
    },
  );

  it('falls back to zhLang when the language has an empty list', () => {
    expect(parseRichText(JSON.stringify({ zhLang: zhNodes, plLang: [] }), 'pl-PL')).toEqual(
      zhNodes,
    );
  });

  it.each(['de-DE', '', 'xx'])('uses zhLang for the unknown language %j', (language) => {
    expect(parseRichText(allLanguages, language)).toEqual(zhNodes);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['the empty text', ''],
    ['bad JSON', '{"zhLang": ['],
    ['plain text', 'Hello'],
    ['the text null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    ['no zhLang', JSON.stringify({ enLang: enNodes })],
    ['zhLang that is not a list', JSON.stringify({ zhLang: 'text' })],
    ['a node without type', JSON.stringify({ zhLang: [{ text: 'x' }] })],
  ])('gives no nodes for %s', (_case, json) => {
    expect(parseRichText(json, 'en-US')).toEqual([]);
  });

  it('keeps nested children and link data', () => {
    const json = JSON.stringify({
      zhLang: [
        {
          type: 'p',
          children: [{ type: 'link', text: 'x', data: { href: '/a', target: '_self' } }],
        },
      ],
    });
    expect(parseRichText(json, 'zh-CN')[0]?.children?.[0]).toEqual({
      type: 'link',
      text: 'x',
      data: { href: '/a', target: '_self' },
    });
  });
});

describe('isSafeUrl', () => {
  it.each([
    'http://example.com/a.pdf',
    'https://example.com/a.pdf',
    'HTTPS://EXAMPLE.COM/',
    'mailto:serwis@example.com',
    '/files/manual.pdf',
    '/',
    '/spare/center?tab=documents#top',
  ])('accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: after blanks', '  javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com/a'],
    ['protocol-relative', '//evil.example.com/a'],
    ['protocol-relative with a backslash', '/\\evil.example.com/a'],
    ['protocol-relative hidden by a tab', '/\t/evil.example.com/a'],
    ['a relative path without slash', 'files/a.pdf'],
    ['the empty text', ''],
    ['undefined', undefined],
  ])('refuses %s', (_case, url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('accepts only the schemes it is given', () => {
    expect(isSafeUrl('mailto:a@example.com', ['https:'])).toBe(false);
    expect(isSafeUrl('https://example.com', ['https:'])).toBe(true);
    expect(isSafeUrl('http://example.com', ['https:'])).toBe(false);
  });
});

describe('richTextShowsSomething', () => {
  it('sees text, a link or a shown image, at any depth', () => {
    expect(richTextShowsSomething({ type: 'p', children: [{ type: 'text', text: 'A' }] })).toBe(
      true,
    );
    expect(richTextShowsSomething({ type: 'link', data: { href: 'https://example.com' } })).toBe(
      true,
    );
    expect(richTextShowsSomething({ type: 'image', data: { url: '/files/a.png' } })).toBe(true);
  });

  it('sees nothing in blank text, a rule, or an image that is not shown', () => {
    expect(richTextShowsSomething({ type: 'p', children: [{ type: 'text', text: '  ' }] })).toBe(
      false,
    );
    expect(richTextShowsSomething({ type: 'hr' })).toBe(false);
    expect(
      richTextShowsSomething({ type: 'image', data: { url: 'data:image/png;base64,AA' } }),
    ).toBe(false);
  });
});

describe('richTextPlain', () => {
  it('joins the text of a node and its children in order', () => {
    expect(
      richTextPlain({
        type: 'p',
        text: 'A',
        children: [
          { type: 'text', text: 'B' },
          { type: 'strong', children: [{ type: 'text', text: 'C' }] },
        ],
      }),
    ).toBe('ABC');
  });

  it('is empty for a node without text', () => {
    expect(richTextPlain({ type: 'hr' })).toBe('');
  });
});

describe('agreementHtml', () => {
  const userData = JSON.stringify({
    zhLang: '<p>协议</p>',
    enLang: '<p>Agreement</p>',
    plLang: '<p>Umowa</p>',
  });

  it.each([
    ['pl-PL', '<p>Umowa</p>'],
    ['en-US', '<p>Agreement</p>'],
    ['zh-CN', '<p>协议</p>'],
    ['de-DE', '<p>协议</p>'],
  ])('gives the %s text', (language, html) => {
    expect(agreementHtml(userData, language)).toBe(html);
  });

  it('falls back to zhLang when the language is missing or empty', () => {
    expect(agreementHtml(JSON.stringify({ zhLang: '<p>协议</p>' }), 'pl-PL')).toBe('<p>协议</p>');
    expect(agreementHtml(JSON.stringify({ zhLang: '<p>协议</p>', enLang: '' }), 'en-US')).toBe(
      '<p>协议</p>',
    );
  });

  it.each([
    ['bad JSON', '{"zhLang":'],
    ['the empty text', ''],
    ['the text null', 'null'],
    ['no zhLang', JSON.stringify({ enLang: '<p>x</p>' })],
    ['an empty agreement', JSON.stringify({ zhLang: '' })],
    ['zhLang that is not a text', JSON.stringify({ zhLang: ['x'] })],
  ])('gives null for %s', (_case, json) => {
    expect(agreementHtml(json, 'en-US')).toBeNull();
  });
});
