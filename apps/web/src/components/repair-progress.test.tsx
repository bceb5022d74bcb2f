import { MantineProvider } from '@mantine/core';
import { REPAIR_STATUS, type RepairLookupFields } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { RepairProgressSteps } from './repair-progress';

beforeAll(() => setupI18n());

const returned: RepairLookupFields = {
  status: REPAIR_STATUS.finished,
  createTime: '2025-06-02 09:00:00',
  receiveTime: '2025-06-03 10:00:00',
  checkTime: '2025-06-03 12:00:00',
  repairTime: null,
  sendDateTime: '2025-06-04 15:00:00',
  sendLogisticsTypeName: 'DPD',
  sendLogisticsNo: '1000123456789U',
};

function show(result: RepairLookupFields) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <RepairProgressSteps result={result} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('RepairProgressSteps', () => {
  it('tells a device sent back unrepaired as such, without a repair step', () => {
    show(returned);
    const steps = screen.getByRole('group', { name: 'Repair progress' });
    expect(within(steps).queryByText('Repair')).toBeNull();
    expect(screen.getByText('Sent back without repair')).toBeInTheDocument();
    expect(screen.queryByText('Repair finished')).toBeNull();
    expect(
      screen.getByText(/The repair was not carried out\. .*DPD, tracking number 1000123456789U\./),
    ).toBeInTheDocument();
    // The number links to its parcel's tracking page.
    expect(screen.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      '/tracking/1000123456789U',
    );
  });

  it('tells a repaired device as finished, its repair step done', () => {
    show({ ...returned, repairTime: '2025-06-04 11:00:00' });
    const steps = screen.getByRole('group', { name: 'Repair progress' });
    expect(within(steps).getByText('Repair')).toBeInTheDocument();
    expect(screen.getByText('Repair finished')).toBeInTheDocument();
  });
});
