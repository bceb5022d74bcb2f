import type { RepairWizardValues } from './repair-order.ts';
import type { z } from 'zod';

/** Test helpers for the schema tests (not exported from the package). */
export type Path = readonly (string | number)[];

/** A deep copy of `base` with the value at `path` replaced (or removed for undefined). */
export function withValue<T>(base: T, path: Path, value: unknown): T {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key) => {
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1];
  if (last === undefined) throw new Error('empty path');
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy as T;
}

/** Messages reported at exactly `path`; [] when the value is accepted. */
export function messagesAt(schema: z.ZodType, value: unknown, path: Path): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join('.') === path.join('.'))
    .map((issue) => issue.message);
}

/** A valid booking as the wizard holds it, panel by panel. */
export const basic = {
  channelId: { id: 4, name: 'Partner shop' },
  userId: 1,
  productId: 7,
  warranty: '1',
  consent: '1',
} as const;

export const device = {
  imei: '490154203237518',
  followAnnex: ['11,Charger', '12,Case, black'],
  exterior: { id: 2, name: 'Scratch' },
  description: 'The screen flickers',
  frequency: 'Always',
};

export const customer = {
  name: 'Jan Kowalski',
  phone: '+48 600 700 800',
  email: 'jan@example.com',
  city: 'Warszawa',
  street: 'Marszałkowska',
  houseNumber: '12',
  postal: '00-950',
};

export const appointment = {
  pickupDate: '2021-03-01',
  pickupTime: '10:00-13:00',
  waybill: '1',
} as const;

export const wizardValues: RepairWizardValues = {
  ...basic,
  ...device,
  ...customer,
  ...appointment,
};
