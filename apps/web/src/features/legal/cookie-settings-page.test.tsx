import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../test/i18n';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { COOKIE_ANSWER_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../../lib/consent';
import { CookieSettingsPage } from './cookie-settings-page';

function renderSettings() {
  return renderRoute(<CookieSettingsPage />, { path: paths.cookieSettings });
}

function storedChoices() {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<
    string,
    unknown
  > | null;
}

describe('cookie settings page', () => {
  it('marks strictly necessary storage REQUIRED and always on, with no choice to make', async () => {
    await renderSettings();
    const necessary = await screen.findByRole('region', { name: /Strictly necessary/ });
    expect(within(necessary).getByText('REQUIRED')).toBeInTheDocument();
    expect(within(necessary).getByText('Always on')).toBeInTheDocument();
    expect(within(necessary).queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
    expect(within(necessary).queryByRole('button', { name: 'Disagree' })).not.toBeInTheDocument();

    for (const name of ['Functional (preferences)', 'Analytics']) {
      const purpose = screen.getByRole('region', { name });
      expect(within(purpose).queryByText('REQUIRED')).not.toBeInTheDocument();
      expect(within(purpose).getByRole('button', { name: 'Agree' })).toBeInTheDocument();
      expect(within(purpose).getByRole('button', { name: 'Disagree' })).toBeInTheDocument();
    }
  });

  it('starts with every optional purpose refused and says nothing was saved yet', async () => {
    await renderSettings();
    const analytics = await screen.findByRole('region', { name: 'Analytics' });
    expect(within(analytics).getByRole('button', { name: 'Disagree' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(analytics).getByRole('button', { name: 'Agree' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText(/You have not saved any choices yet/)).toBeInTheDocument();
  });

  it('keeps nothing until saved, then stores the choices per purpose and confirms', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const functional = await screen.findByRole('region', { name: 'Functional (preferences)' });
    await user.click(within(functional).getByRole('button', { name: 'Agree' }));
    expect(within(functional).getByRole('button', { name: 'Agree' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(storedChoices()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(storedChoices()).toMatchObject({ functional: true, analytics: false });
    // Saving answers the cookie dialog too.
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('true');
    expect(await screen.findByRole('status')).toHaveTextContent('Your choices have been saved.');
    expect(
      within(screen.getByRole('region', { name: 'Functional (preferences)' })).getByRole('button', {
        name: 'Agree',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the stored choices and lets the visitor withdraw consent', async () => {
    const user = userEvent.setup();
    localStorage.setItem(COOKIE_ANSWER_STORAGE_KEY, 'true');
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ functional: true, analytics: true, updatedAt: '2026-03-02T10:15:00.000Z' }),
    );
    await renderSettings();

    const analytics = await screen.findByRole('region', { name: 'Analytics' });
    expect(within(analytics).getByRole('button', { name: 'Agree' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Your choices were last saved on March 2, 2026/)).toBeInTheDocument();

    await user.click(within(analytics).getByRole('button', { name: 'Disagree' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Functional (preferences)' })).getByRole('button', {
        name: 'Disagree',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(storedChoices()).toMatchObject({ functional: false, analytics: false });
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('false');
  });

  it('expands and collapses the details of a purpose', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const analytics = await screen.findByRole('region', { name: 'Analytics' });
    const toggle = within(analytics).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(analytics).getByText(/The portal runs no analytics today/)).not.toBeVisible();

    await user.click(toggle);
    expect(within(analytics).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Visible once the collapse has opened, which takes a transition.
    await waitFor(() =>
      expect(within(analytics).getByText(/The portal runs no analytics today/)).toBeVisible(),
    );

    await user.click(within(analytics).getByRole('button', { name: 'Hide details' }));
    expect(within(analytics).getByRole('button', { name: 'Show details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() =>
      expect(within(analytics).queryByText(/The portal runs no analytics today/)).not.toBeVisible(),
    );
  });

  it.each([
    ['pl-PL', 'Niezbędne', 'WYMAGANE', 'Zgadzam się', 'Zapisz moje wybory'],
    ['zh-CN', '必要', '必需', '同意', '保存我的选择'],
  ] as const)('is complete in %s', async (language, necessary, required, agree, save) => {
    await switchLanguage(language);
    await renderSettings();
    const region = await screen.findByRole('region', { name: new RegExp(`^${necessary}`) });
    expect(within(region).getByText(required)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: agree })).toHaveLength(2);
    expect(screen.getByRole('button', { name: save })).toBeInTheDocument();
  });
});
