import { LANGUAGE_STORAGE_KEY, VERIFY_CODE_COOKIE, type Language } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../test/i18n';
import { fakeMediaQueryList } from '../../../test/media-query';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { SERVICE_EMAIL } from '../../config/service';
import { CART_STORAGE_KEY } from '../../lib/cart-store';
import { COOKIE_ANSWER_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../../lib/consent';
import { CookiePolicyPage } from './cookie-policy-page';
import { COOKIE_POLICY_SECTIONS, PRIVACY_SECTIONS, sectionAnchor } from './legal-details';
import { PrivacyPolicyPage } from './privacy-policy-page';

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A numbered policy section, found by its heading as a reader sees it. */
function section(title: string) {
  return screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${escape(title)}$`) });
}

/** The sections SPEC §1 names, plus what GDPR requires, as each language titles them. */
const PRIVACY = {
  'en-US': {
    title: 'Privacy policy',
    updated: 'Last updated: November 20, 2026',
    sections: {
      controller: 'Who is responsible for your data',
      definitions: 'Definitions',
      rights: 'Your rights',
      collection: 'What data we collect and why',
      cookies: 'Cookies',
      sharing: 'Who we share your data with',
      security: 'How we protect your data',
      thirdPartyLinks: 'Links to other websites',
      contact: 'Contact',
      children: 'Children under 13',
    },
    legalBasis: 'Art. 6(1)(b) GDPR',
    complaint: 'President of the Personal Data Protection Office',
  },
  'pl-PL': {
    title: 'Polityka prywatności',
    updated: 'Ostatnia aktualizacja: 20 listopada 2026',
    sections: {
      controller: 'Kto odpowiada za Twoje dane',
      definitions: 'Definicje',
      rights: 'Twoje prawa',
      collection: 'Jakie dane zbieramy i w jakim celu',
      cookies: 'Pliki cookie',
      sharing: 'Komu udostępniamy dane',
      security: 'Jak chronimy Twoje dane',
      thirdPartyLinks: 'Linki do innych stron',
      contact: 'Kontakt',
      children: 'Dzieci poniżej 13 lat',
    },
    legalBasis: 'Art. 6 ust. 1 lit. b RODO',
    complaint: 'Prezesa Urzędu Ochrony Danych Osobowych',
  },
  'zh-CN': {
    title: '隐私政策',
    updated: '最后更新：2026年11月20日',
    sections: {
      controller: '谁负责您的数据',
      definitions: '定义',
      rights: '您的权利',
      collection: '我们收集哪些数据及其目的',
      cookies: 'Cookie',
      sharing: '我们与谁共享您的数据',
      security: '我们如何保护您的数据',
      thirdPartyLinks: '指向其他网站的链接',
      contact: '联系方式',
      children: '13 岁以下儿童',
    },
    legalBasis: 'GDPR 第 6 条第 1 款 (b) 项',
    complaint: '波兰个人数据保护办公室主席',
  },
} as const satisfies Record<Language, unknown>;

const CONTENTS: Record<Language, string> = {
  'en-US': 'Contents',
  'pl-PL': 'Spis treści',
  'zh-CN': '目录',
};

const COOKIE_POLICY = {
  'en-US': {
    title: 'Cookie policy',
    keptFor: 'Kept for',
    stored: 'What the portal stores',
    settings: 'cookie settings',
  },
  'pl-PL': {
    title: 'Polityka plików cookie',
    keptFor: 'Okres przechowywania',
    stored: 'Co przechowuje portal',
    settings: 'ustawieniach plików cookie',
  },
  'zh-CN': {
    title: 'Cookie 政策',
    keptFor: '保存期限',
    stored: '本门户保存的内容',
    settings: 'Cookie 设置',
  },
} as const satisfies Record<Language, unknown>;

const STORED_NAMES = [
  LANGUAGE_STORAGE_KEY,
  COOKIE_ANSWER_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  CART_STORAGE_KEY,
  VERIFY_CODE_COOKIE,
];

describe.each(Object.keys(PRIVACY) as Language[])('privacy policy in %s', (language) => {
  const expected = PRIVACY[language];

  it('renders every required section, reachable from the table of contents', async () => {
    await switchLanguage(language);
    await renderRoute(<PrivacyPolicyPage />, { path: paths.privacyPolicy });
    expect(
      await screen.findByRole('heading', { level: 1, name: expected.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(expected.updated)).toBeInTheDocument();

    for (const title of Object.values(expected.sections))
      expect(section(title)).toBeInTheDocument();

    // Every section is numbered, titled and listed in the contents with its anchor.
    const tocLinks = within(
      screen.getByRole('navigation', { name: CONTENTS[language] }),
    ).getAllByRole('link');
    expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(
      PRIVACY_SECTIONS.map((key) => `#${sectionAnchor(key)}`),
    );
    for (const key of PRIVACY_SECTIONS) {
      const region = document.getElementById(sectionAnchor(key));
      expect(region?.querySelector('h2')?.textContent).toMatch(/^\d+\. \S/);
      expect(region?.textContent).not.toMatch(/privacy\.sections|\{\{|<\/?\w+>/);
    }
  });

  it('names the controller, legal bases, complaint authority, contact e-mail and age threshold', async () => {
    await switchLanguage(language);
    await renderRoute(<PrivacyPolicyPage />, { path: paths.privacyPolicy });
    expect(await screen.findAllByText(/PhoneCare Serwis Sp\. z o\.o\./)).not.toHaveLength(0);
    expect(screen.getByText(new RegExp(escape(expected.legalBasis)))).toBeInTheDocument();
    expect(
      within(section(expected.sections.rights)).getByText(new RegExp(escape(expected.complaint))),
    ).toBeInTheDocument();
    expect(
      within(section(expected.sections.rights)).getByRole('link', { name: 'uodo.gov.pl' }),
    ).toHaveAttribute('href', 'https://uodo.gov.pl');

    const contact = section(expected.sections.contact);
    expect(within(contact).getByRole('link', { name: SERVICE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SERVICE_EMAIL}`,
    );
    expect(within(section(expected.sections.children)).getAllByText(/13/).length).toBeGreaterThan(
      0,
    );
    expect(
      within(section(expected.sections.cookies)).getByRole('link', {
        name: COOKIE_POLICY[language].settings,
      }),
    ).toHaveAttribute('href', paths.cookieSettings);
  });
});

describe.each(Object.keys(COOKIE_POLICY) as Language[])('cookie policy in %s', (language) => {
  const expected = COOKIE_POLICY[language];

  it('lists every stored item with its purpose and lifetime, and every section', async () => {
    await switchLanguage(language);
    await renderRoute(<CookiePolicyPage />, { path: paths.cookiePolicy });
    expect(
      await screen.findByRole('heading', { level: 1, name: expected.title }),
    ).toBeInTheDocument();

    const table = within(section(expected.stored)).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: expected.keptFor })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(STORED_NAMES);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(4);
      for (const cell of cells) expect(cell.textContent?.trim()).not.toBe('');
    }
    // The verification-code cookie's lifetime comes from the contracts.
    expect(within(rows[4]!).getAllByRole('cell')[3]).toHaveTextContent(/5/);

    const tocLinks = within(
      screen.getByRole('navigation', { name: CONTENTS[language] }),
    ).getAllByRole('link');
    expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(
      COOKIE_POLICY_SECTIONS.map((key) => `#${sectionAnchor(key)}`),
    );
    for (const key of COOKIE_POLICY_SECTIONS) {
      expect(document.getElementById(sectionAnchor(key))?.textContent).not.toMatch(
        /cookiePolicy\.|\{\{|<\/?\w+>/,
      );
    }
  });
});

describe('cookie policy on a phone', () => {
  it('has one card per stored item for phones and the table for wider screens, whatever the screen it is drawn on', async () => {
    // The prerender has no screen: the markup must not depend on one, or hydration fails on a phone.
    for (const narrow of [true, false]) {
      vi.mocked(window.matchMedia).mockImplementation((query: string) =>
        fakeMediaQueryList(query, narrow && query.includes('max-width')),
      );
      await switchLanguage('en-US');
      const { unmount } = await renderRoute(<CookiePolicyPage />, { path: paths.cookiePolicy });
      // Both are in the markup; the stylesheet hides one of them at jsdom's window width.
      const list = await screen.findByRole('list', {
        name: 'Items the portal stores in your browser',
        hidden: true,
      });
      expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(
        STORED_NAMES.length,
      );
      expect(within(list).getAllByText('Kept for')).toHaveLength(STORED_NAMES.length);
      // The stylesheet shows the cards below Mantine's `sm` breakpoint and the table from it.
      expect(list.parentElement).toHaveClass('mantine-hidden-from-sm');
      expect(screen.getByRole('table', { hidden: true }).parentElement).toHaveClass(
        'mantine-visible-from-sm',
      );
      unmount();
    }
  });
});
