import { Text } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { RepairLayout } from './repair-layout';

describe('repair area layout', () => {
  it('wraps the page with a header (logo to home, language select) and a footer with the legal links', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute(<RepairLayout />, {
      path: paths.repairArea,
      initialEntry: paths.orderLookup,
      children: [{ path: paths.orderLookup, element: <Text>Lookup page</Text> }],
    });

    expect(within(screen.getByRole('main')).getByText('Lookup page')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(i18n.t('common:copyright', { year: new Date().getFullYear() })),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
    );
    expect(within(footer).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      paths.cookiePolicy,
    );
    expect(within(footer).getByRole('link', { name: 'Cookie settings' })).toHaveAttribute(
      'href',
      paths.cookieSettings,
    );

    // Named by its visible text first (the brand and the tagline), then where it leads.
    const home = within(header).getByRole('link', {
      name: new RegExp(`^${i18n.t('common:brand')}.* – home page$`),
    });
    expect(home).toHaveAccessibleName(
      `${i18n.t('common:brand')} ${i18n.t('repair-area:tagline')} – home page`,
    );
    await user.click(home);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
