import { Text } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { COOKIE_ANSWER_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../../lib/consent';
import { CookieDialog } from './cookie-dialog';
import { PrivacyPolicyPage } from './privacy-policy-page';

/** A page with the dialog over it, as the root layout mounts it. */
function renderWithDialog(initialEntry: string = paths.home) {
  return renderRoute(
    <>
      <Text>Home page</Text>
      <CookieDialog />
    </>,
    {
      path: paths.home,
      initialEntry,
      routes: [
        {
          path: paths.privacyPolicy,
          element: (
            <>
              <PrivacyPolicyPage />
              <CookieDialog />
            </>
          ),
        },
      ],
    },
  );
}

describe('cookie dialog', () => {
  it('is shown while no answer is stored, as a modal dialog with focus inside', async () => {
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('is not shown once an answer is stored', async () => {
    localStorage.setItem(COOKIE_ANSWER_STORAGE_KEY, 'false');
    await renderWithDialog();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores true on Accept and goes away', async () => {
    const user = userEvent.setup();
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      functional: true,
      analytics: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stores false on Reject and goes away', async () => {
    const user = userEvent.setup();
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('false');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      functional: false,
      analytics: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed with Escape and has no close button', async () => {
    const user = userEvent.setup();
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cookies and your privacy' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBeNull();
  });

  it('can be answered by keyboard alone', async () => {
    const user = userEvent.setup();
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 10 && document.activeElement !== reject; step += 1) await user.tab();
    expect(reject).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('false');
  });

  it('links to the privacy policy, the cookie policy and the cookie settings', async () => {
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
    );
    expect(within(dialog).getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      paths.cookiePolicy,
    );
    expect(within(dialog).getByRole('link', { name: 'cookie settings' })).toHaveAttribute(
      'href',
      paths.cookieSettings,
    );
  });

  it('lets the visitor read the privacy policy first, still offering the choice', async () => {
    const user = userEvent.setup();
    await renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' });
    await user.click(within(dialog).getByRole('link', { name: 'privacy policy' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const panel = screen.getByRole('dialog', { name: 'Cookies and your privacy' });
    expect(panel).not.toHaveAttribute('aria-modal', 'true');
    // The policy's own links work while the question is open.
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
