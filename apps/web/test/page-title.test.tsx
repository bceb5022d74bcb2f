import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle, SELF_TITLED_PAGES, TITLE_OF_PAGE, titleKeyOf } from '../src/app/page-title';
import { paths } from '../src/config/paths';
import { switchLanguage } from './i18n';
import { i18n, renderRoute } from './render';

describe('the document title', () => {
  it('names every page', () => {
    expect(Object.keys(TITLE_OF_PAGE).sort()).toEqual(
      Object.values(paths)
        .filter((path) => path !== paths.repairArea && path !== paths.spareArea)
        .filter((path) => !SELF_TITLED_PAGES.includes(path))
        .sort(),
    );
    expect(titleKeyOf('/base/query/')).toBe('order-lookup:title');
    expect(titleKeyOf('/nowhere')).toBeUndefined();
  });

  it.each(Object.entries(TITLE_OF_PAGE))(
    '%s: "page | brand" in the language in use, and after a change',
    async (path, key) => {
      await switchLanguage('en-US');
      const { unmount } = await renderRoute(<PageTitle />, { path });
      expect(document.title).toBe(`${i18n.t(key)} | ${i18n.t('common:brand')}`);
      expect(document.title).not.toBe(`${i18n.t(key, { lng: 'pl-PL' })} | PhoneCare Serwis`);
      await act(() => switchLanguage('pl-PL'));
      expect(document.title).toBe(`${i18n.t(key)} | PhoneCare Serwis`);
      unmount();
    },
  );

  it('is the brand alone on a path that is no page', async () => {
    await switchLanguage('en-US');
    await renderRoute(<PageTitle />, { path: '/nowhere' });
    expect(document.title).toBe('PhoneCare Service');
  });
});
