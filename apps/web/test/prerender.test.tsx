// @vitest-environment node
// As at build time: no DOM. That the markup hydrates in place, without a
// mismatch, is checked in Chromium (e2e, "prerendered pages").
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@portal/contracts';
import { PRERENDERED_PATHS, renderPage } from '../src/entry-server';
import { i18n } from '../src/i18n';
import { styleAttributes, titleIntoHead } from '../prerender';
import { titleKeyOf } from '../src/app/page-title';

describe('pages rendered at build time', () => {
  it('covers every page the routes show', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(
      [
        '/',
        '/base/query',
        '/base/create',
        '/spare/center',
        '/spare/cart',
        '/spare/software-updates',
        '/spare/quality-environmental',
        '/Regulations-Privacy',
        '/cookie-policy',
        '/cookie-settings',
      ].sort(),
    );
  });

  it.each(PRERENDERED_PATHS)(
    '%s: Polish markup with a heading and the cookie dialog, styles under the nonce, no inline scripts',
    async (path) => {
      const markup = await renderPage(path);
      expect(i18n.language).toBe('pl-PL');
      expect(markup).toMatch(/<h1[^>]*>[^<]+/);
      expect(markup).toContain(i18n.t('common:cookieDialog.title'));
      expect(markup).toContain(i18n.t('common:cookieDialog.accept'));
      expect(markup).toContain(
        `<style data-mantine-styles="true" nonce="${CSP_NONCE_PLACEHOLDER}"`,
      );
      expect(markup).not.toContain('<script');
      // The page's own title, in Polish, for the head (prerender.ts moves it there).
      const title = `${i18n.t(titleKeyOf(path)!)} | ${i18n.t('common:brand')}`;
      expect(markup).toContain(`<title>${title}</title>`);
      const head = titleIntoHead('<head><title>Brand</title></head><div id="root"></div>', markup);
      expect(head.template).toContain(`<head><title>${title}</title></head>`);
      expect(head.markup).not.toContain('<title>');
    },
  );

  it('reads the style attributes as the browser does, entities decoded', () => {
    expect(
      styleAttributes('<p style="a:1"></p><b style="font-family:&quot;X&quot; &amp; y"></b>'),
    ).toEqual(['a:1', 'font-family:"X" & y']);
  });
});
