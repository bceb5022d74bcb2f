import { API_PATHS, privatePagePath } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { cartStore } from '../../lib/cart-store';
import { CartPage } from './cart-page';
import { fillCart } from './test/cart-fixtures';

const ORDER_OK = {
  result: 1,
  data: { orderId: 4711, accessToken: 'sp4reT0k3n_0123456789abcdefghijklmnopqrstuv' },
};

async function openCheckout(answer: MockAnswer = ORDER_OK) {
  const user = userEvent.setup();
  fillCart();
  const network = mockFetch({ [API_PATHS.accessoriesOrderAdd]: answer });
  await renderRoute(<CartPage />, { path: paths.cart });
  await user.click(await screen.findByRole('button', { name: 'Submit Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit order' });
  return { user, network, dialog };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Replaces a field's text in one input event (typing each key is slow in jsdom). */
async function fill(user: UserEvent, dialog: HTMLElement, name: string, value: string) {
  const input = field(dialog, name);
  await user.clear(input);
  if (!value) return;
  await user.click(input);
  await user.paste(value);
}

const CONTACT = {
  'Contact name': 'Jan Kowalski',
  Phone: '+48 600 100 200',
  'E-mail': 'jan.kowalski@example.com',
  Country: 'Poland',
  City: 'Warszawa',
  Address: 'ul. Marszałkowska 10/5, 00-590',
};

async function fillContact(
  user: UserEvent,
  dialog: HTMLElement,
  values: Partial<typeof CONTACT> = CONTACT,
) {
  for (const [name, value] of Object.entries(values)) await fill(user, dialog, name, value);
}

async function toInvoiceStep() {
  const opened = await openCheckout();
  await fillContact(opened.user, opened.dialog);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Next' }));
  await within(opened.dialog).findByRole('textbox', { name: 'Verification code' });
  return opened;
}

describe('checkout step 1: contact information', () => {
  beforeEach(() => cartStore.clear());

  it('keeps Next disabled and names the missing fields until every required one is filled', async () => {
    const { user, dialog } = await openCheckout();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Please complete contact information: Contact name, Phone, E-mail, Country, City, Address',
      ),
    ).toBeInTheDocument();

    await fillContact(user, dialog, {
      'Contact name': 'Jan Kowalski',
      Phone: '600100200',
      City: 'Kraków',
    });
    expect(
      within(dialog).getByText('Please complete contact information: E-mail, Country, Address'),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();

    // Blank spaces do not count as filled.
    await fillContact(user, dialog, {
      'E-mail': 'jan@example.com',
      Country: '   ',
      Address: 'Długa 1',
    });
    expect(
      within(dialog).getByText('Please complete contact information: Country'),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();

    await fillContact(user, dialog, { Country: 'Polska' });
    expect(
      within(dialog).queryByText(/Please complete contact information/),
    ).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('shows each field its own message: invalid e-mail, too long, and stays on step 1', async () => {
    const { user, dialog } = await openCheckout();
    await fillContact(user, dialog, {
      ...CONTACT,
      'E-mail': 'jan.kowalski@',
      'Contact name': 'J'.repeat(71),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const email = field(dialog, 'E-mail');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Contact name')).toHaveAccessibleDescription(
      'Too long: at most 70 characters',
    );
    expect(
      within(dialog).queryByRole('textbox', { name: 'Verification code' }),
    ).not.toBeInTheDocument();

    await fillContact(user, dialog, {
      'E-mail': 'jan@example.com',
      'Contact name': 'Jan Kowalski',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByRole('textbox', { name: 'Verification code' }),
    ).toBeInTheDocument();
  });

  it('Cancel closes the modal, and reopening starts over with an empty form on step 1', async () => {
    const { user, dialog } = await toInvoiceStep();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    const reopened = await screen.findByRole('dialog', { name: 'Submit order' });
    expect(field(reopened, 'Contact name')).toHaveValue('');
    expect(within(reopened).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('checkout step 2: invoice, code and agreement', () => {
  beforeEach(() => cartStore.clear());

  it('summarises the contact data, starts the invoice from it and loads a code image', async () => {
    const { dialog } = await toInvoiceStep();
    expect(within(dialog).getByText('Jan Kowalski', { selector: 'dd' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('ul. Marszałkowska 10/5, 00-590, Warszawa, Poland'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(field(dialog, 'Full name')).toHaveValue('Jan Kowalski');
    expect(field(dialog, 'Invoice e-mail')).toHaveValue('jan.kowalski@example.com');
    const image = within(dialog).getByRole('img', { name: 'Verification code image' });
    expect(image.getAttribute('src')).toMatch(/^\/order\/accessories\/verifyCode\?t=\d+$/);
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy,
    );
  });

  it('asks for the code and the privacy agreement, and sends nothing without them', async () => {
    const { user, dialog, network } = await toInvoiceStep();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    expect(field(dialog, 'Verification code')).toHaveAccessibleDescription(
      'Please enter verification code first',
    );
    expect(
      await within(dialog).findByText(
        'Please read and accept the privacy agreement before submitting.',
      ),
    ).toBeInTheDocument();
    expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(0);
  });

  it('shows the incomplete-invoice message and sends nothing when the invoice name or e-mail is empty', async () => {
    const { user, dialog, network } = await toInvoiceStep();
    await user.clear(field(dialog, 'Full name'));
    await fill(user, dialog, 'Verification code', 'ABCD');
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    expect(await screen.findByText('Please complete the invoice information')).toBeInTheDocument();
    expect(field(dialog, 'Full name')).toHaveAccessibleDescription('This field is required');
    expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(0);
  });

  it('needs tax number, registered address and phone for an enterprise, and checks a Polish NIP', async () => {
    const { user, dialog, network } = await toInvoiceStep();
    await user.click(within(dialog).getByRole('radio', { name: 'Enterprise' }));
    await fill(user, dialog, 'Company name', 'Kowalski Serwis Sp. z o.o.');
    await fill(user, dialog, 'Verification code', 'ABCD');
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    expect(await screen.findByText('Please complete the invoice information')).toBeInTheDocument();
    expect(field(dialog, 'Tax number (NIP)')).toHaveAccessibleDescription(/This field is required/);

    await fill(user, dialog, 'Tax number (NIP)', '1234563219');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    await waitFor(() =>
      expect(field(dialog, 'Tax number (NIP)')).toHaveAccessibleDescription(
        /Enter a valid Polish tax number \(NIP\)/,
      ),
    );
    expect(field(dialog, 'Registered address')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Registered phone' }),
    ).toHaveAccessibleDescription('This field is required');
    expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(0);
  });

  it('asks a company in another EU country for its VAT number, not a NIP', async () => {
    const { user, dialog, network } = await openCheckout();
    await fillContact(user, dialog, { ...CONTACT, Country: 'Niemcy', City: 'Berlin' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Enterprise' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Tax number (NIP)' })).toBeNull();
    const taxNumber = field(dialog, 'Tax number (VAT ID)');
    expect(taxNumber).toHaveAccessibleDescription('EU VAT number starting with DE');

    await fill(user, dialog, 'Company name', 'Schmidt Handy GmbH');
    await fill(user, dialog, 'Tax number (VAT ID)', '5260250274');
    await fill(user, dialog, 'Registered address', 'Hauptstraße 1, 10115 Berlin');
    await fill(user, dialog, 'Registered phone', '+49 30 1234567');
    await fill(user, dialog, 'Verification code', 'ABCD');
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    await waitFor(() =>
      expect(taxNumber).toHaveAccessibleDescription(
        /Enter a valid EU VAT number of the country given: DE followed by the number/,
      ),
    );
    expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(0);

    await fill(user, dialog, 'Tax number (VAT ID)', 'DE123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    await waitFor(() => expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(1));
    expect(network.callsTo(API_PATHS.accessoriesOrderAdd)[0]?.body).toMatchObject({
      OrderInfo: { country: 'Niemcy', taxNo: 'DE123456789' },
    });
  });

  it('moves the focus to the invoice heading on Next and to the first contact field on Previous', async () => {
    const { user, dialog } = await toInvoiceStep();
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Invoice details' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(field(dialog, 'Contact name')).toHaveFocus());
  });

  it('Previous returns to the contact step with the data kept', async () => {
    const { user, dialog } = await toInvoiceStep();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(field(dialog, 'City')).toHaveValue('Warszawa');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('hides a code image that fails to load, says so and clears the code; the button brings a new one', async () => {
    const { user, dialog } = await toInvoiceStep();
    await fill(user, dialog, 'Verification code', 'ABCD');
    const image = within(dialog).getByRole('img', { name: 'Verification code image' });
    const first = image.getAttribute('src');
    fireEvent.error(image);
    expect(
      await screen.findByText('Failed to send verification code, please try again'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('img', { name: 'Verification code image' }),
    ).not.toBeInTheDocument();
    expect(field(dialog, 'Verification code')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Get a new code' }));
    const fresh = within(dialog).getByRole('img', { name: 'Verification code image' });
    expect(fresh.getAttribute('src')).not.toBe(first);
  });
});

describe('checkout submission', () => {
  beforeEach(() => cartStore.clear());

  async function completeEnterprise(user: UserEvent, dialog: HTMLElement) {
    await user.click(within(dialog).getByRole('radio', { name: 'Enterprise' }));
    await fill(user, dialog, 'Company name', 'Kowalski Serwis Sp. z o.o.');
    await fill(user, dialog, 'Tax number (NIP)', '123-456-32-18');
    await fill(user, dialog, 'Registered address', 'ul. Prosta 1, 00-001 Warszawa');
    await fill(user, dialog, 'Registered phone', '+48 22 123 45 67');
    await fill(user, dialog, 'Verification code', ' abcd ');
    await user.click(within(dialog).getByRole('checkbox', { name: /privacy policy/ }));
  }

  it('sends one order on a double click, then thanks with the order number, empties the cart and goes to the centre', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, dialog, network } = await openCheckout(async () => {
      await answered;
      return ORDER_OK;
    });
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await completeEnterprise(user, dialog);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    await waitFor(() => expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(1));
    release();

    expect(
      await screen.findByText(
        'Order submitted successfully! We will process your order and issue an invoice as soon as possible.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Order no. 4711')).toBeInTheDocument();
    // The notice keeps the only link to the order's own page.
    expect(screen.getByRole('link', { name: /Open your order's page/ })).toHaveAttribute(
      'href',
      privatePagePath('spareOrder', ORDER_OK.data.accessToken),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.spareCentre);
    expect(cartStore.items()).toEqual([]);
    expect(network.callsTo(API_PATHS.accessoriesOrderAdd)).toHaveLength(1);

    const [call] = network.callsTo(API_PATHS.accessoriesOrderAdd);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      OrderInfo: {
        contract: 'Jan Kowalski',
        tell: '+48 600 100 200',
        email: 'jan.kowalski@example.com',
        address: 'ul. Marszałkowska 10/5, 00-590',
        remark: '',
        country: 'Poland',
        city: 'Warszawa',
        invoiceType: '2',
        invoiceName: 'Kowalski Serwis Sp. z o.o.',
        invoiceAddress: 'ul. Prosta 1, 00-001 Warszawa',
        invoiceEmail: 'jan.kowalski@example.com',
        taxNo: '123-456-32-18',
        bankName: '',
        bankNo: '',
        registerAddress: 'ul. Prosta 1, 00-001 Warszawa',
        registerPhone: '+48 22 123 45 67',
      },
      detail: [
        {
          skuId: 101,
          bom: 'NT-SCR-X5',
          productName: 'NovaTel X5 Series Display assembly X5',
          num: 2,
        },
        { skuId: 102, bom: 'NT-CBL-C', productName: 'NovaTel X5 Series USB-C cable', num: 1 },
        { skuId: 103, bom: 'NT-SIM', productName: 'NovaTel X5 Series SIM tray', num: 1 },
      ],
      code: 'abcd',
      language: 'en-US',
    });
  });

  it('on a refused order says so, keeps the cart and asks for a new code', async () => {
    const { user, dialog } = await openCheckout({
      result: 0,
      error_code: 422,
      error_msg: 'The verification code is wrong or expired',
    });
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await completeEnterprise(user, dialog);
    const before = within(dialog)
      .getByRole('img', { name: 'Verification code image' })
      .getAttribute('src');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm submit' }));
    expect(
      await screen.findByText('Order submission failed, please try again'),
    ).toBeInTheDocument();
    expect(screen.getByText('The verification code is wrong or expired')).toBeInTheDocument();
    expect(field(dialog, 'Verification code')).toHaveValue('');
    expect(
      within(dialog).getByRole('img', { name: 'Verification code image' }).getAttribute('src'),
    ).not.toBe(before);
    expect(cartStore.items()).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Submit order' })).toBeInTheDocument();
  });
});
