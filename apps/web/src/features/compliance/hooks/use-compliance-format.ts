import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/dates';

/** Dates, percentages, grams and counts in the chosen language. */
export function useComplianceFormat() {
  const { t, i18n } = useTranslation('compliance');
  const language = i18n.language;
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const grams = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'gram',
      maximumFractionDigits: 3,
    });
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    return {
      /** A calendar date `YYYY-MM-DD`. */
      date: (value: string) => formatCalendarDate(value, language, 'long'),
      percent: (value: number) => percent.format(value / 100),
      grams: (value: number) => grams.format(value),
      cycles: (count: number) => t('units.cycles', { count, formatted: integer.format(count) }),
      hoursMinutes: ({ hours, minutes }: { hours: number; minutes: number }) =>
        t('units.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') }),
      yesNo: (value: boolean) => t(value ? 'units.yes' : 'units.no'),
    };
  }, [language, t]);
}
