import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoute, setupI18n } from '../../../test/render';
import { paths } from '../../config/paths';
import { CartPage } from './cart-page';
import { fillCart } from './test/cart-fixtures';

// This file runs in Polish, the portal's default language.
beforeAll(() => setupI18n('pl-PL'));

describe('cart page in Polish', () => {
  it('shows the Polish names and euro amounts formatted for Poland', async () => {
    fillCart();
    mockFetch({});
    await renderRoute(<CartPage />, { path: paths.cart });
    expect(await screen.findByText('Wyświetlacz X5')).toBeInTheDocument();
    expect(screen.getByText('19,99 €')).toBeInTheDocument();
    expect(screen.getByText('Razem (4 sztuki)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('40,28 €');
    expect(screen.getByRole('button', { name: 'Złóż zamówienie' })).toBeInTheDocument();
  });
});
