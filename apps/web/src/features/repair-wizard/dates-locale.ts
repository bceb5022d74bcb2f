import 'dayjs/locale/pl';
import 'dayjs/locale/zh-cn';

/** The dayjs locale, and so the date picker's month and day names, of a language. */
export function dayjsLocale(language: string): string {
  if (language.startsWith('pl')) return 'pl';
  if (language.startsWith('zh')) return 'zh-cn';
  return 'en';
}
