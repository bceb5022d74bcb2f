/** The announcement of the spare-parts centre: opening hours over the 2026 holidays. */
import { documentFileUrl, link, paragraph, richTextJson, rule } from './content';
import { warsaw } from './time';
import { translationsJson } from './translations';

export const ANNOUNCEMENT = {
  id: 1,
  title: 'Święta 2026: godziny pracy i odbiory kurierskie',
  titles: translationsJson({
    pl: 'Święta 2026: godziny pracy i odbiory kurierskie',
    en: 'Holidays 2026: opening hours and courier pick-ups',
    zh: '2026 年节日：营业时间和快递取件',
  }),
  content: richTextJson({
    pl: [
      paragraph('W okresie świątecznym serwis PhoneCare pracuje w zmienionych godzinach:'),
      paragraph(
        '24–26 grudnia 2026 (czwartek–sobota): serwis i infolinia nieczynne, kurier nie odbiera przesyłek.',
      ),
      paragraph(
        '31 grudnia 2026 (czwartek): serwis czynny do 13:00, odbiory kurierskie tylko w oknie 10:00–13:00.',
      ),
      paragraph('1 stycznia 2027 (piątek) i 6 stycznia 2027 (środa): serwis nieczynny.'),
      paragraph(
        'W pozostałe dni robocze pracujemy od poniedziałku do piątku w godzinach 8:00–18:00, a kurier odbiera urządzenia w oknach 10:00–13:00 i 13:00–15:00.',
      ),
      paragraph(
        'Naprawy zamówione po 17 grudnia 2026 zakończymy po 4 stycznia 2027. Dziękujemy za wyrozumiałość i życzymy spokojnych Świąt!',
      ),
      rule(),
      link(
        documentFileUrl('packing-for-courier-pickup.pdf'),
        'Jak zapakować telefon do odbioru przez kuriera (PDF)',
      ),
    ],
    en: [
      paragraph('Over the holidays the PhoneCare service centre works to changed hours:'),
      paragraph(
        '24–26 December 2026 (Thursday–Saturday): service and hotline closed, no courier pick-ups.',
      ),
      paragraph(
        '31 December 2026 (Thursday): open until 13:00, courier pick-ups only in the 10:00–13:00 window.',
      ),
      paragraph('1 January 2027 (Friday) and 6 January 2027 (Wednesday): closed.'),
      paragraph(
        'On all other working days we are open Monday to Friday, 8:00–18:00, and the courier collects devices in the 10:00–13:00 and 13:00–15:00 windows.',
      ),
      paragraph(
        'Repairs booked after 17 December 2026 will be completed after 4 January 2027. Thank you for your understanding, and happy holidays!',
      ),
      rule(),
      link(
        documentFileUrl('packing-for-courier-pickup.pdf'),
        'How to pack a phone for courier pick-up (PDF)',
      ),
    ],
    zh: [
      paragraph('节日期间，PhoneCare 服务中心的工作时间调整如下：'),
      paragraph('2026 年 12 月 24 日至 26 日（周四至周六）：服务中心和热线停止服务，快递不取件。'),
      paragraph('2026 年 12 月 31 日（周四）：营业至 13:00，快递仅在 10:00–13:00 时段取件。'),
      paragraph('2027 年 1 月 1 日（周五）和 1 月 6 日（周三）：停止服务。'),
      paragraph(
        '其他工作日营业时间为周一至周五 8:00–18:00，快递取件时段为 10:00–13:00 和 13:00–15:00。',
      ),
      paragraph(
        '2026 年 12 月 17 日之后预约的维修将在 2027 年 1 月 4 日之后完成。感谢您的理解，祝节日快乐！',
      ),
      rule(),
      link(documentFileUrl('packing-for-courier-pickup.pdf'), '如何包装手机以便快递取件（PDF）'),
    ],
  }),
  createdAt: warsaw('2026-11-18 12:00'),
};
