import { BATTERY_CYCLE_LIFE } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { paths } from '../../config/paths';
import { QualityEnvironmentalPage } from './quality-environmental-page';
import { SoftwareUpdatesPage } from './software-updates-page';

describe('software updates page', () => {
  it('lists the versions of both models with the SPEC columns and the guarantee date', async () => {
    await renderRoute(<SoftwareUpdatesPage />, { path: paths.softwareUpdates });
    const table = await screen.findByRole('table');
    for (const column of [
      'Product',
      'Operator version',
      'Software version reference',
      'Security patch level',
      'Software version availability date',
      'Software update guaranteed until',
      'Software version description',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(
      within(table).getAllByRole('rowheader', { name: /^NovaTel X5 Pro/ }).length,
    ).toBeGreaterThan(0);
    expect(
      within(table).getAllByRole('rowheader', { name: /^Orbis One Max/ }).length,
    ).toBeGreaterThan(0);
    expect(within(table).getAllByText('December 31, 2030').length).toBe(
      within(table).getAllByRole('row').length - 1,
    );
    expect(
      screen.getByRole('link', { name: 'Back to Spare Parts Center' }).getAttribute('href'),
    ).toMatch(/^\/spare\/center/);
  });

  it('opens the details of a row in a modal', async () => {
    const user = userEvent.setup();
    await renderRoute(<SoftwareUpdatesPage />, { path: paths.softwareUpdates });
    await user.click(
      await screen.findByRole('button', { name: 'Details: NovaTel X5 Pro X5P-EU-16.0.1.204' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'NovaTel X5 Pro · X5P-EU-16.0.1.204',
    });
    expect(within(dialog).getByText('Open market (EU)')).toBeInTheDocument();
    expect(within(dialog).getByText('October 1, 2025')).toBeInTheDocument();
    // The footer's Close; the header has a close button of the same name.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('quality and environmental page', () => {
  it('shows EU label classes and units for both models', async () => {
    await renderRoute(<QualityEnvironmentalPage />, { path: paths.qualityEnvironmental });
    const table = await screen.findByRole('table');
    const x5 = within(table)
      .getByRole('rowheader', { name: /^NovaTel X5 Pro/ })
      .closest('tr')!;
    const cells = within(x5)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'A',
      '52 h 30 min',
      'B',
      'B',
      `${BATTERY_CYCLE_LIFE.toLocaleString('en-US')} cycles`,
      'IP68',
      '82%',
      '6.8 g',
      '0.03 g',
      '0.18 g',
      '0.034 g',
      'No',
    ]);
    expect(
      within(table).getByRole('columnheader', { name: 'Energy efficiency class' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Repeated free-fall reliability class' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Removable memory card compatibility' }),
    ).toBeInTheDocument();
  });

  it('explains each value in the detail modal', async () => {
    const user = userEvent.setup();
    await renderRoute(<QualityEnvironmentalPage />, { path: paths.qualityEnvironmental });
    await user.click(await screen.findByRole('button', { name: 'Details: Orbis One Max' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orbis One Max' });
    expect(within(dialog).getByText('From A (easiest to repair) to E.')).toBeInTheDocument();
    expect(within(dialog).getByText('47 h 15 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
  });
});
