import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { CART_STORAGE_KEY, cartStore } from '../../lib/cart-store';
import { CartPage } from './cart-page';
import { CABLE, fillCart, SCREEN } from './test/cart-fixtures';

async function renderCart() {
  mockFetch({});
  return renderRoute(<CartPage />, { path: paths.cart });
}

const row = (name: string) => screen.getByRole('cell', { name: new RegExp(name) }).closest('tr')!;

describe('cart page', () => {
  beforeEach(() => cartStore.clear());

  it('shows the empty state with a way back to the spare-parts centre', async () => {
    await renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Spare Parts Center' })).toHaveAttribute(
      'href',
      paths.spareCentre,
    );
  });

  it('lists the lines with unit price, quantity and subtotal, and totals in euro to the cent', async () => {
    fillCart();
    await renderCart();
    await screen.findByRole('table');
    const screenRow = row('Display assembly X5');
    expect(within(screenRow).getByText('BOM NT-SCR-X5')).toBeInTheDocument();
    expect(within(screenRow).getByText('€19.99')).toBeInTheDocument();
    expect(
      within(screenRow).getByRole('textbox', { name: 'Quantity of Display assembly X5' }),
    ).toHaveValue('2');
    expect(within(screenRow).getByText('€39.98')).toBeInTheDocument();
    // 0.10 + 0.20 must not drift to 0.30000000000000004.
    expect(screen.getByText('Total (4 items)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€40.28');
  });

  it('changes a quantity and recomputes the subtotal and total', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderCart();
    const quantity = await screen.findByRole('textbox', {
      name: 'Quantity of Display assembly X5',
    });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(within(row('Display assembly X5')).getByText('€59.97')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€60.27');
    expect(cartStore.items().find((item) => item.id === SCREEN.id)?.quantity).toBe(3);
  });

  it('removes a line whose quantity is set to zero', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderCart();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of USB-C cable' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await waitFor(() =>
      expect(
        screen.queryByRole('textbox', { name: 'Quantity of USB-C cable' }),
      ).not.toBeInTheDocument(),
    );
    expect(cartStore.items().map((item) => item.id)).not.toContain(CABLE.id);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€40.18');
  });

  it('deletes a line with its button', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Display assembly X5' }));
    expect(screen.queryByText('Display assembly X5')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€0.30');
  });

  it('clears the cart after a confirmation', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderCart();
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cart in localStorage, so it survives a reload', async () => {
    fillCart();
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as {
      id: number;
      quantity: number;
    }[];
    expect(stored.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 101, quantity: 2 },
      { id: 102, quantity: 1 },
      { id: 103, quantity: 1 },
    ]);
    await renderCart();
    expect(await screen.findByRole('textbox', { name: 'Quantity of SIM tray' })).toHaveValue('1');
  });

  it('offers Continue Shopping back to the centre', async () => {
    fillCart();
    await renderCart();
    expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      paths.spareCentre,
    );
  });
});
