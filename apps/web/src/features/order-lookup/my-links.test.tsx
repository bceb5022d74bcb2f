import { CUSTOMER_PATHS, errorResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { switchLanguage } from '../../../test/i18n';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { OrderLookupPage } from './order-lookup-page';

const SENT = { result: 1, data: { sent: true } };

async function renderLookup(routes: Record<string, MockAnswer>) {
  const api = mockFetch(routes);
  const user = userEvent.setup({ delay: null });
  await renderRoute(<OrderLookupPage />, { path: paths.orderLookup });
  return { api, user };
}

afterEach(async () => {
  await switchLanguage('en-US');
});

describe("order lookup: the links of one's orders by e-mail", { timeout: 60_000 }, () => {
  it('sends the address and the language, then tells the neutral message in place with the focus on it', async () => {
    const { api, user } = await renderLookup({ [CUSTOMER_PATHS.myLinks]: SENT });
    const section = screen.getByRole('region', { name: "Lost your order's link?" });
    expect(within(section).getByText("We'll e-mail you the links of your orders.")).toBeVisible();
    await user.type(within(section).getByLabelText('Your e-mail address'), ' Zofia.W@example.pl ');
    await user.click(within(section).getByRole('button', { name: 'Send me the links' }));

    const notice = await within(section).findByText(
      "If we have orders for this address, we've sent their links to it.",
    );
    expect(api.callsTo(CUSTOMER_PATHS.myLinks).map((call) => call.body)).toEqual([
      { email: 'Zofia.W@example.pl', language: 'en-US' },
    ]);
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    // The same words whatever the server found: the form is gone, nothing else is told.
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('refuses a malformed address at the field, in the visitor language, and sends nothing', async () => {
    await switchLanguage('pl-PL');
    const { api, user } = await renderLookup({ [CUSTOMER_PATHS.myLinks]: SENT });
    const section = screen.getByRole('region', { name: 'Zgubiłeś link do zamówienia?' });
    const field = within(section).getByLabelText('Twój adres e-mail');
    await user.type(field, 'zofia@');
    await user.click(within(section).getByRole('button', { name: 'Wyślij mi linki' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Podaj prawidłowy adres e-mail'));
    expect(api.callsTo(CUSTOMER_PATHS.myLinks)).toHaveLength(0);
  });

  it("shows the server's refusal (too many requests) and keeps the form", async () => {
    const { user } = await renderLookup({
      [CUSTOMER_PATHS.myLinks]: errorResponse(429, 'Too many requests, try again in a minute'),
    });
    const section = screen.getByRole('region', { name: "Lost your order's link?" });
    await user.type(within(section).getByLabelText('Your e-mail address'), 'zofia@example.pl');
    await user.click(within(section).getByRole('button', { name: 'Send me the links' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The links could not be sent');
    expect(within(section).getByLabelText('Your e-mail address')).toBeVisible();
  });
});
