import type { Language } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../test/i18n';
import { i18n } from '../../../test/render';
import { pickupDayParts } from './format';

/** The phrase as the result page (wizard-result.tsx) writes it, with the language's own texts. */
function phrase(date: string, language: Language) {
  const day = pickupDayParts(date, language);
  if (!day) return date;
  return i18n.t(`repair-wizard:result.pickupDay.${day.weekday}`, {
    lng: language,
    day: day.day,
    month: day.month,
  });
}

beforeAll(async () => {
  // Every language's texts loaded; English is the one in use.
  for (const language of ['pl-PL', 'zh-CN', 'en-US'] as const) await switchLanguage(language);
});

describe('the pick-up day phrase', () => {
  it('gives the weekday, and the day and month as written after a day number', () => {
    expect(pickupDayParts('2026-11-25', 'pl-PL')).toEqual({
      weekday: 3,
      day: '25',
      month: 'listopada',
    });
    expect(pickupDayParts('2026-11-25', 'zh-CN')).toEqual({ weekday: 3, day: '25', month: '11' });
    expect(pickupDayParts('25.11.2026', 'pl-PL')).toBeNull();
  });

  it('Polish: the weekday in the accusative after "w", "we" before "wtorek"; the month in the genitive', () => {
    expect(phrase('2026-11-25', 'pl-PL')).toBe('w środę, 25 listopada');
    expect(phrase('2026-11-24', 'pl-PL')).toBe('we wtorek, 24 listopada');
    // Every weekday, Monday 23 to Sunday 29 November 2026.
    expect(
      ['23', '24', '25', '26', '27', '28', '29'].map((day) => phrase(`2026-11-${day}`, 'pl-PL')),
    ).toEqual([
      'w poniedziałek, 23 listopada',
      'we wtorek, 24 listopada',
      'w środę, 25 listopada',
      'w czwartek, 26 listopada',
      'w piątek, 27 listopada',
      'w sobotę, 28 listopada',
      'w niedzielę, 29 listopada',
    ]);
    expect(phrase('2027-01-04', 'pl-PL')).toBe('w poniedziałek, 4 stycznia');
  });

  it('English: "on", the weekday, then day and month', () => {
    expect(phrase('2026-11-25', 'en-US')).toBe('on Wednesday, 25 November');
    expect(phrase('2025-06-03', 'en-US')).toBe('on Tuesday, 3 June');
  });

  it('Chinese: month and day, then the weekday in brackets', () => {
    expect(phrase('2026-11-25', 'zh-CN')).toBe('11月25日（星期三）');
  });

  it('in the result sentence of each language', () => {
    const sentence = (language: Language) =>
      i18n.t('repair-wizard:result.pickup', {
        lng: language,
        when: phrase('2026-11-25', language),
        from: '13:00',
        to: '15:00',
      });
    expect(sentence('pl-PL')).toBe(
      'Kurier odbierze telefon w środę, 25 listopada, w godzinach 13:00–15:00.',
    );
    expect(sentence('en-US')).toBe(
      'The courier will collect your phone on Wednesday, 25 November, between 13:00 and 15:00.',
    );
    expect(sentence('zh-CN')).toBe('快递员将于11月25日（星期三）13:00–15:00上门取件。');
  });
});
