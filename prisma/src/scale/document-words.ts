/**
 * Kinds of technical documents of the scale series, with their title,
 * description and body in Polish, English and Chinese, like the seed's.
 */

export interface Topic {
  en: string;
  pl: string;
  zh: string;
}

export const REPLACED_PARTS: readonly Topic[] = [
  { en: 'Display', pl: 'Wymiana wyświetlacza', zh: '屏幕' },
  { en: 'Battery', pl: 'Wymiana baterii', zh: '电池' },
  { en: 'Back cover', pl: 'Wymiana klapki tylnej', zh: '后盖' },
  { en: 'Charging port', pl: 'Wymiana złącza ładowania', zh: '充电接口' },
  { en: 'Main camera', pl: 'Wymiana aparatu głównego', zh: '主摄像头' },
  { en: 'Loudspeaker', pl: 'Wymiana głośnika', zh: '扬声器' },
];

export const SYMPTOMS: readonly Topic[] = [
  { en: 'Charging problems', pl: 'problemy z ładowaniem', zh: '充电问题' },
  { en: 'No sound during calls', pl: 'brak dźwięku podczas rozmów', zh: '通话无声' },
  { en: 'Wi-Fi disconnects', pl: 'zrywanie połączenia Wi-Fi', zh: 'Wi-Fi 断开' },
  { en: 'Overheating', pl: 'przegrzewanie się urządzenia', zh: '设备过热' },
  { en: 'Touch screen not responding', pl: 'niedziałający ekran dotykowy', zh: '触摸屏无响应' },
  { en: 'Random restarts', pl: 'losowe ponowne uruchomienia', zh: '随机重启' },
];

export const NOTICES: readonly Topic[] = [
  { en: 'battery swelling inspection', pl: 'kontrola puchnięcia baterii', zh: '电池鼓包检查' },
  { en: 'new back cover adhesive', pl: 'nowy klej klapki tylnej', zh: '新版后盖胶' },
  { en: 'green tint on the display', pl: 'zielonkawy odcień wyświetlacza', zh: '屏幕偏绿' },
  { en: 'USB-C port corrosion', pl: 'korozja złącza USB-C', zh: 'USB-C 接口腐蚀' },
  { en: 'updated torque values', pl: 'zaktualizowane momenty dokręcania', zh: '更新的扭矩值' },
  {
    en: 'waterproofing test after repair',
    pl: 'test szczelności po naprawie',
    zh: '维修后防水测试',
  },
];

export type DocumentKind =
  'manual' | 'partsList' | 'guide' | 'troubleshooting' | 'notice' | 'software';

/** How often each kind appears. */
export const DOCUMENT_KIND_WEIGHTS: readonly (readonly [DocumentKind, number])[] = [
  ['manual', 1],
  ['partsList', 1],
  ['guide', 3],
  ['troubleshooting', 3],
  ['notice', 2],
  ['software', 3],
];
