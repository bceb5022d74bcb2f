import {
  API_PATHS,
  CUSTOMER_PATHS,
  DICTIONARY_TYPE,
  PAGE_SIZE,
  PRODUCT_CATEGORY_PHONE,
  REPAIR_LIMITS,
  STATUS_FILTER,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  availabilityAnswer,
  brandsAnswer,
  choose,
  enter,
  field,
  shownField,
  fillBasic,
  fillCustomer,
  fillDevice,
  mockWizardApi,
  panel,
  openAppointmentPanel,
  renderWizard,
  watchConsole,
} from './wizard-test-helpers';

let checkConsole: () => void;

beforeEach(() => {
  // Monday 2 June 2025, 10:00 in Warsaw: pick-up dates are 2–5 June.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-02T08:00:00Z'));
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  checkConsole = watchConsole();
});

afterEach(() => {
  vi.useRealTimers();
  checkConsole();
});

describe('repair wizard: pick lists', { timeout: 60_000 }, () => {
  it('asks the API for channels, exteriors, accessories, brands and the chosen brand’s models as SPEC §7 says', async () => {
    const api = mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    await choose(user, 'Brand', 'NovaTel');

    const dictionaryTypes = api
      .callsTo(API_PATHS.dictionary)
      .map((call) => Number(call.body.typeId));
    expect(new Set(dictionaryTypes)).toEqual(new Set(Object.values(DICTIONARY_TYPE)));
    expect(api.callsTo(API_PATHS.dictionary)[0]?.body.status).toBe(
      String(STATUS_FILTER.dictionary),
    );
    expect(api.callsTo(API_PATHS.brandPage)[0]?.body).toEqual({
      userName: '',
      status: String(STATUS_FILTER.brand),
      start: '0',
      length: String(PAGE_SIZE.lists),
    });
    await waitFor(() => expect(api.callsTo(API_PATHS.productPage)).toHaveLength(1));
    expect(api.callsTo(API_PATHS.productPage)[0]?.body).toMatchObject({
      userId: '1',
      category: PRODUCT_CATEGORY_PHONE,
      status: String(STATUS_FILTER.product),
      start: '0',
      length: String(PAGE_SIZE.lists),
    });
    await user.click(field('Model'));
    expect(await screen.findByRole('option', { name: 'NovaTel X5 Pro' })).toBeInTheDocument();
  });

  it('shows a named loading status on the brand input until the brands arrive', async () => {
    let answerBrands: (answer: Record<string, unknown>) => void = () => undefined;
    mockWizardApi({
      [API_PATHS.brandPage]: () => new Promise((resolve) => (answerBrands = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answerBrands(brandsAnswer());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull());
    await choose(user, 'Brand', 'NovaTel');
  });

  it('keeps the model list closed until a brand is chosen, and clears the model when the brand changes', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    expect(field('Model')).toBeDisabled();
    await choose(user, 'Brand', 'NovaTel');
    await choose(user, 'Model', 'NovaTel A3');
    expect(field('Model')).toHaveValue('NovaTel A3');
    await choose(user, 'Brand', 'Orbis Mobile');
    expect(field('Model')).toHaveValue('');
  });
});

describe('repair wizard: validation with the contracts’ panel schemas', { timeout: 60_000 }, () => {
  it('shows a translated message on every required field of the basic panel and stays there', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    await user.click(panel('basic').getByRole('button', { name: 'Next' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Please accept the agreement')).toBeInTheDocument();
    expect(field('Channel')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Channel')).toHaveAccessibleDescription('This field is required');
    // Later panels cannot be opened before this one is done.
    expect(screen.getByRole('button', { name: /Device information/ })).toBeDisabled();
    expect(screen.queryByLabelText(/^Fault description/)).not.toBeInTheDocument();
  });

  it('checks device and customer fields: lengths, e-mail, phone and postal code', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    await fillBasic(user);

    await user.click(panel('device').getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await choose(user, 'Exterior condition', 'Screen normal');
    await user.click(field('Fault description'));
    await user.paste('x'.repeat(REPAIR_LIMITS.description + 1));
    await enter(user, 'Failure frequency and condition', 'Always');
    await user.click(panel('device').getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(`Too long: at most ${REPAIR_LIMITS.description} characters`),
    ).toBeInTheDocument();
    await user.clear(field('Fault description'));
    await enter(user, 'Fault description', 'No sound');
    await user.click(panel('device').getByRole('button', { name: 'Next' }));

    await screen.findByLabelText(/^Full name/);
    await enter(user, 'Full name', 'A'.repeat(REPAIR_LIMITS.name + 1));
    await enter(user, 'Phone', 'call me');
    await enter(user, 'E-mail', 'anna@');
    await enter(user, 'Postal code', '123');
    await user.click(panel('customer').getByRole('button', { name: 'Next' }));

    expect(
      await screen.findByText(`Too long: at most ${REPAIR_LIMITS.name} characters`),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a phone number: digits, spaces, an optional leading +'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a postal code of 5 digits, e.g. 00-950 or 00950'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Pick-up appointment/ })).toBeDisabled();
  });

  it('requires a date, a time window and a waybill on the appointment panel', async () => {
    const { api, user } = await openAppointmentPanel();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    const appointment = panel('appointment');
    expect(await appointment.findAllByText('This field is required')).toHaveLength(2);
    expect(appointment.getByText('Choose one of the offered time windows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pick-up date/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo(API_PATHS.repairOrderAdd)).toHaveLength(0);
  });
});

describe('repair wizard: panel flow', { timeout: 60_000 }, () => {
  it('opens one panel at a time; completed panels show as filled and can be reopened', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    await fillBasic(user);

    const basic = screen.getByRole('button', { name: /Basic information/ });
    expect(basic).toHaveAttribute('aria-expanded', 'false');
    expect(within(basic).getByText('Completed')).toBeInTheDocument();
    expect(within(basic).getByText('Website · NovaTel · NovaTel X5 Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Device information/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(panel('device').getByRole('button', { name: 'Back' }));
    expect(basic).toHaveAttribute('aria-expanded', 'true');
    expect(await shownField('Channel')).toHaveValue('Website');
    expect(screen.getByRole('button', { name: /Device information/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Reached panels stay reachable.
    await user.click(screen.getByRole('button', { name: /Device information/ }));
    expect(screen.getByRole('button', { name: /Device information/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Customer information/ })).toBeDisabled();
  });

  it('warns softly about an IMEI whose check digit is wrong, without blocking', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    await fillBasic(user);

    await enter(user, 'IMEI / serial number', '356938035643808');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The check digit of this IMEI does not match',
    );
    await user.clear(field('IMEI / serial number'));
    await enter(user, 'IMEI / serial number', '356938035643809');
    expect(screen.queryByText(/check digit of this IMEI/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Unable to read IMEI' }));
    expect(field('IMEI / serial number')).toBeDisabled();
    expect(field('IMEI / serial number')).toHaveValue('');
    await choose(user, 'Exterior condition', 'Screen scratched');
    await enter(user, 'Fault description', 'Dead');
    await enter(user, 'Failure frequency and condition', 'Always');
    await user.click(panel('device').getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('IMEI not given · Screen scratched')).toBeInTheDocument();
  });

  it('shows the brand agreement sanitised, and warns without a brand or without an agreement', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();

    await user.click(screen.getByRole('button', { name: 'Read the agreement' }));
    // The warning, beside the same words under the consent box.
    await waitFor(() => expect(screen.getAllByText('Please select a brand first')).toHaveLength(2));

    await choose(user, 'Brand', 'Orbis Mobile');
    await user.click(screen.getByRole('button', { name: 'Read the agreement' }));
    expect(await screen.findByText('The brand has no agreement')).toBeInTheDocument();

    await choose(user, 'Brand', 'NovaTel');
    await user.click(screen.getByRole('button', { name: 'Read the agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service agreement – NovaTel' });
    expect(within(dialog).getByRole('heading', { name: 'Service terms' })).toBeInTheDocument();
    const text = within(dialog).getByTestId('agreement-text');
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('img')?.getAttribute('onerror')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const consent = screen.getByRole('checkbox', {
      name: "I have read and accept the brand's service agreement",
    });
    expect(consent).toBeChecked();
    // The dialog's button is gone: the box it ticked has the focus, not the page's body.
    expect(consent).toHaveFocus();

    // Closed without agreeing, the focus goes back to the link that opened it.
    await user.click(screen.getByRole('button', { name: 'Read the agreement' }));
    const again = await screen.findByRole('dialog', { name: 'Service agreement – NovaTel' });
    // The footer's Close, not the corner's (both are named Close).
    await user.click(within(again).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Read the agreement' })).toHaveFocus();
  });

  it('keeps a consent to the brand it was given for, and offers none for a brand without an agreement', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    const consent = screen.getByRole('checkbox', {
      name: "I have read and accept the brand's service agreement",
    });
    // No brand yet: nothing to consent to, and the box says why.
    expect(consent).toBeDisabled();
    expect(consent).toHaveAccessibleDescription('Please select a brand first');

    await choose(user, 'Brand', 'NovaTel');
    await waitFor(() => expect(consent).toBeEnabled());
    await user.click(consent);
    expect(consent).toBeChecked();

    // Another brand: the consent given for NovaTel is gone, and Orbis Mobile has no agreement.
    await choose(user, 'Brand', 'Orbis Mobile');
    expect(consent).not.toBeChecked();
    await waitFor(() =>
      expect(consent).toHaveAccessibleDescription(/This brand has no service agreement/),
    );
    expect(consent).toBeDisabled();
    await user.click(consent);
    expect(consent).not.toBeChecked();
    await user.click(panel('basic').getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please accept the agreement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Device information/ })).toBeDisabled();

    // Back to NovaTel: consent must be given again.
    await choose(user, 'Brand', 'NovaTel');
    await waitFor(() => expect(consent).toBeEnabled());
    expect(consent).not.toBeChecked();
  });

  it('moves the focus to the first field of the panel each "Next" opens', async () => {
    mockWizardApi();
    const user = userEvent.setup({ delay: null });
    await renderWizard();
    await fillBasic(user);
    await waitFor(() => expect(field('IMEI / serial number')).toHaveFocus());
    await fillDevice(user);
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    await fillCustomer(user);
    await waitFor(() => expect(field('Pick-up date')).toHaveFocus());
  });

  it('offers only the pick-up calendar’s dates and the two time windows', async () => {
    const { user } = await openAppointmentPanel();

    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    for (const day of ['2', '3', '4', '5']) {
      expect(await screen.findByRole('button', { name: `${day} June 2025` })).toBeEnabled();
    }
    for (const day of ['6', '7', '9', '1']) {
      expect(screen.getByRole('button', { name: `${day} June 2025` })).toBeDisabled();
    }
    expect(
      screen
        .getAllByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ })
        .map((radio) => radio.textContent),
    ).toEqual(['10:00–13:00', '13:00–15:00']);
  });

  it('shows a window the courier has no room in as full and does not offer it', async () => {
    const { api, user } = await openAppointmentPanel({
      [CUSTOMER_PATHS.pickupAvailability]: availabilityAnswer(['2025-06-03 10:00']),
    });
    await user.click(screen.getByRole('radio', { name: '10:00–13:00' }));
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    await user.click(await screen.findByRole('button', { name: '3 June 2025' }));

    const full = await screen.findByRole('radio', { name: /^10:00–13:00/ });
    await waitFor(() => expect(full).toBeDisabled());
    expect(full).toHaveAccessibleDescription('No courier free');
    // The window chosen before the date is full on it: nothing stays selected.
    expect(full).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '13:00–15:00' })).toBeEnabled();
    // One question for every offered date, so the calendar knows the full ones before a choice.
    expect(api.callsTo(CUSTOMER_PATHS.pickupAvailability).at(-1)?.body).toEqual({});
  });

  it('shows a date with every window full as fully booked, says so, and does not offer it', async () => {
    const { user } = await openAppointmentPanel({
      [CUSTOMER_PATHS.pickupAvailability]: availabilityAnswer([
        '2025-06-03 10:00',
        '2025-06-03 13:00',
      ]),
    });
    await screen.findByText(/Fully booked, so not offered: Jun 3, 2025\./);
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    const day = await screen.findByRole('button', { name: /June 3, 2025: fully booked$/ });
    expect(day).toBeDisabled();
    expect(await screen.findByRole('button', { name: '4 June 2025' })).toBeEnabled();
  });

  const windowNames = () =>
    screen
      .getAllByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ })
      .map((radio) => radio.textContent);

  it('offers today only the windows that have not ended: at 14:00 just 13:00–15:00', async () => {
    // Monday 2 June 2025, 14:00 in Warsaw: the courier refuses a window once it has ended.
    vi.setSystemTime(new Date('2025-06-02T12:00:00Z'));
    const { user } = await openAppointmentPanel();

    await user.click(screen.getByRole('radio', { name: '10:00–13:00' }));
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    await user.click(await screen.findByRole('button', { name: '2 June 2025' }));
    expect(windowNames()).toEqual(['13:00–15:00']);
    // The window chosen before the date has ended today: nothing stays selected.
    expect(screen.getByRole('radio', { name: '13:00–15:00' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: '13:00–15:00' }));
    expect(screen.getByRole('radio', { name: '13:00–15:00' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    await user.click(await screen.findByRole('button', { name: '3 June 2025' }));
    expect(windowNames()).toEqual(['10:00–13:00', '13:00–15:00']);
  });

  it('stops offering today once its last window ends while the page stays open', async () => {
    vi.setSystemTime(new Date('2025-06-02T12:50:00Z')); // 14:50 in Warsaw
    const { api, user } = await openAppointmentPanel();
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    await user.click(await screen.findByRole('button', { name: '2 June 2025' }));
    await user.click(screen.getByRole('radio', { name: '13:00–15:00' }));
    await user.click(screen.getByRole('radio', { name: /Print bill/ }));

    vi.setSystemTime(new Date('2025-06-02T13:00:00Z')); // 15:00: today's last window is over
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    expect(await screen.findByRole('button', { name: '2 June 2025' })).toBeDisabled();
    for (const day of ['3', '4', '5', '6']) {
      expect(screen.getByRole('button', { name: `${day} June 2025` })).toBeEnabled();
    }
    await user.keyboard('{Escape}');

    // The date chosen before is asked for again rather than sent to the courier.
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await panel('appointment').findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo(API_PATHS.repairOrderAdd)).toHaveLength(0);
  });
});
