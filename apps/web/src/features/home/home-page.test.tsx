import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { HomePage } from './home-page';

describe('home page', () => {
  it('leads to the three services and shows the language select and copyright', async () => {
    await renderRoute(<HomePage />, { path: paths.home });
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getByRole('link', { name: /Add order/ })).toHaveAttribute(
      'href',
      paths.repairWizard,
    );
    expect(within(services).getByRole('link', { name: /Search record/ })).toHaveAttribute(
      'href',
      paths.orderLookup,
    );
    expect(within(services).getByRole('link', { name: /Spare mall/ })).toHaveAttribute(
      'href',
      paths.spareCentre,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Phone repairs with free courier pick-up',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    const copyright = i18n.t('common:copyright', { year: new Date().getFullYear() });
    expect(copyright).toMatch(/^© \d{4} /);
    expect(screen.getByText(copyright)).toBeInTheDocument();
  });
});
