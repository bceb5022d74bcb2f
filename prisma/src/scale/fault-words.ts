/** What customers write when they book a repair, in the languages they book in. */
import type { Language } from './people';

// prettier-ignore
export const FAULTS: Record<Language, readonly string[]> = {
  'pl-PL': [
    'Telefon nie ładuje się po podłączeniu oryginalnej ładowarki.',
    'Pęknięty ekran po upadku, dotyk nie działa w dolnej części.',
    'Bateria rozładowuje się w ciągu kilku godzin, telefon się nagrzewa.',
    'Brak dźwięku w słuchawce podczas rozmów.',
    'Aparat główny nie ustawia ostrości, zdjęcia są rozmazane.',
    'Telefon losowo uruchamia się ponownie.',
    'Czytnik linii papilarnych nie rozpoznaje palca.',
    'Gniazdo USB-C jest luźne, ładowanie przerywa się.',
    'Na ekranie pojawiają się zielone pionowe linie.',
    'Głośnik charczy przy wyższej głośności.',
    'Telefon nie łączy się z siecią komórkową, brak zasięgu.',
    'Tylna klapka odkleja się przy dolnej krawędzi.',
    'Mikrofon nie działa, rozmówca mnie nie słyszy.',
    'Wi-Fi rozłącza się co kilka minut.',
    'Telefon nie włącza się po aktualizacji oprogramowania.',
    'Przycisk zasilania zacina się i nie zawsze reaguje.',
    'Po zalaniu wodą ekran gaśnie i telefon wibruje.',
    'Wyświetlacz miga przy niskiej jasności.',
    'Zawias trzeszczy przy otwieraniu, na ekranie widać zagięcie.',
    'Nie działa ładowanie bezprzewodowe.',
  ],
  'en-US': [
    'The phone does not charge with the original charger.',
    'Cracked screen after a drop; touch does not work at the bottom.',
    'The battery drains within a few hours and the phone gets hot.',
    'No sound in the earpiece during calls.',
    'The main camera does not focus; photos are blurry.',
    'The phone restarts randomly.',
    'Wi-Fi disconnects every few minutes.',
    'The phone does not turn on after a software update.',
    'Green vertical lines on the display.',
    'The fingerprint reader does not recognise any finger.',
  ],
  'zh-CN': [
    '使用原装充电器时手机无法充电。',
    '摔落后屏幕碎裂，底部触摸失灵。',
    '电池几个小时就没电，手机发烫。',
    '通话时听筒没有声音。',
    '手机随机重启。',
    '主摄像头无法对焦，照片模糊。',
  ],
};

// prettier-ignore
export const FREQUENCIES: Record<Language, readonly string[]> = {
  'pl-PL': [
    'Za każdym razem, od około tygodnia.',
    'Stale, od upadku.',
    'Kilka razy dziennie.',
    'Od ostatniej aktualizacji oprogramowania.',
    'Czasami, zwykle wieczorem.',
    'Codziennie, także gdy telefon leży nieużywany.',
  ],
  'en-US': ['Every time, for about a week.', 'All the time since the drop.', 'Several times a day.', 'Since the last software update.'],
  'zh-CN': ['每次都会出现。', '从上次系统更新以后。', '每天好几次。'],
};
