import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './contact.ts';
import { customerInfoSchema } from './repair-order.ts';

const customer = (phone: string, email = 'jan@example.pl') => ({
  name: 'Jan Kowalski',
  phone,
  email,
  city: 'Warszawa',
  street: 'Prosta',
  houseNumber: '1',
  postal: '00-001',
});

describe('phoneKey', () => {
  const ONE_PHONE = [
    '600 100 200',
    '600100200',
    '600-100-200',
    '+48 600-100-200',
    '+48600100200',
    '+48 600 100 200',
    '0048600100200',
    '0048 600100200',
    '48600100200',
    '48 600 100 200',
  ];

  it('reads every spelling of one Polish number, each one the phone rule takes, as one', () => {
    for (const spelling of ONE_PHONE) {
      expect(customerInfoSchema.safeParse(customer(spelling)).success, spelling).toBe(true);
      expect(phoneKey(spelling), spelling).toBe('+48600100200');
    }
  });

  it('keeps different numbers and countries apart', () => {
    const keys = [
      '+48 600 100 200',
      '+48 600 100 201',
      '600 100 201',
      '+49 600 100 200',
      '0049 600100200',
      '+420 600 100 200',
      '60010020',
    ].map(phoneKey);
    expect(keys).toEqual([
      '+48600100200',
      '+48600100201',
      '+48600100201',
      '+49600100200',
      '+49600100200',
      '+420600100200',
      '+60010020',
    ]);
  });
});

describe('emailKey', () => {
  it('reads one mailbox in any letter case, trimmed, as one, and keeps others apart', () => {
    for (const spelling of [
      'Jan.Kowalski@Example.PL',
      ' jan.kowalski@example.pl ',
      'JAN.KOWALSKI@EXAMPLE.PL',
    ]) {
      expect(emailKey(spelling)).toBe('jan.kowalski@example.pl');
    }
    expect(emailKey('jan.kowalski2@example.pl')).not.toBe(emailKey('jan.kowalski@example.pl'));
  });
});
