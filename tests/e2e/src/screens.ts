import { LANGUAGES, type Language } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The matrix every journey of the customer's items runs in: each language
 * at a laptop's and at a phone's screen size (issue 39's "Done when").
 */
export interface Screen {
  language: Language;
  width: number;
  height: number;
  /** "pl-PL 1280×800", for the journeys' names. */
  name: string;
  /** A phone's width: nothing may scroll sideways. */
  phone: boolean;
}

export const LAPTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const SIZES = [LAPTOP, PHONE] as const;

export const SCREENS: readonly Screen[] = LANGUAGES.flatMap((language) =>
  SIZES.map((size) => ({
    language,
    ...size,
    name: `${language} ${size.width}×${size.height}`,
    phone: size === PHONE,
  })),
);

/**
 * Each language and each size at least once, for the journeys of earlier
 * issues' faults (issue 27's): all six pairs would prove nothing new there
 * for the time they take.
 */
export const EACH_ONCE: readonly Screen[] = SCREENS.filter(
  (screen) => screen.phone === (screen.language !== 'en-US'),
);

/** The page at the screen's size. */
export async function atSize(page: Page, screen: Pick<Screen, 'width' | 'height'>) {
  await page.setViewportSize({ width: screen.width, height: screen.height });
}

/** Whether the page is wider than its window. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** At a phone's width nothing may scroll sideways (a laptop's is not checked). */
export async function expectNoSidewaysScroll(page: Page, screen: Pick<Screen, 'phone'>) {
  if (!screen.phone) return;
  expect(await scrollsSideways(page), 'the page scrolls sideways').toBe(false);
}
