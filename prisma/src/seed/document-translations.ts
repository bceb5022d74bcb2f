/**
 * The documents' titles and descriptions in Polish and Chinese; the English
 * ones, in which the documents are written, are in documents.ts.
 */
interface Translation {
  title: string;
  description: string;
}

export const DOCUMENT_TRANSLATIONS: Record<number, { pl: Translation; zh: Translation }> = {
  1: {
    pl: {
      title: 'NovaTel X5 Pro – Instrukcja serwisowa',
      description:
        'Naprawy poziomu 2 modelu X5 Pro: bezpieczeństwo, narzędzia, demontaż, testy końcowe i lista części zamiennych.',
    },
    zh: {
      title: 'NovaTel X5 Pro – 维修手册',
      description: 'X5 Pro 二级维修：安全、工具、拆卸、最终测试和备件清单。',
    },
  },
  2: {
    pl: {
      title: 'NovaTel X5 / X5 Pro – Wymiana wyświetlacza',
      description:
        'Wymiana wyświetlacza OLED z ramką krok po kroku, z czasami nagrzewania i obsługą kleju.',
    },
    zh: {
      title: 'NovaTel X5 / X5 Pro – 屏幕更换指南',
      description: '逐步更换 OLED 屏幕总成，包括加热时间和胶水处理。',
    },
  },
  3: {
    pl: {
      title: 'Seria NovaTel X5 – Wymiana baterii i bezpieczeństwo',
      description:
        'Usuwanie rozciągliwego kleju baterii, postępowanie ze spuchniętymi ogniwami i kalibracja nowej baterii.',
    },
    zh: {
      title: 'NovaTel X5 系列 – 电池更换与安全',
      description: '去除易拉电池胶、处理鼓包电芯以及校准新电池。',
    },
  },
  4: {
    pl: {
      title: 'Seria NovaTel X5 – Uwagi serwisowe do oprogramowania 3.2',
      description:
        'Co zmienia się w naprawach z oprogramowaniem 3.2: parowanie części, kalibracja i nowe menu diagnostyczne.',
    },
    zh: {
      title: 'NovaTel X5 系列 – 3.2 版软件维修说明',
      description: '3.2 版系统软件对维修的影响：部件配对、校准和新的诊断菜单。',
    },
  },
  5: {
    pl: {
      title: 'NovaTel A3 / A3 Lite – Instrukcja serwisowa',
      description:
        'Naprawy poziomu 2 modeli A3 i A3 Lite: zatrzaskiwana klapka tylna, wymiana LCD, płytka ze złączem ładowania.',
    },
    zh: {
      title: 'NovaTel A3 / A3 Lite – 维修手册',
      description: 'A3 和 A3 Lite 二级维修：卡扣式后盖、LCD 更换、充电接口小板。',
    },
  },
  6: {
    pl: {
      title: 'NovaTel A3 Lite – Problemy z ładowaniem: diagnostyka',
      description:
        'Ścieżka decyzji dla zgłoszeń „nie ładuje” i „ładuje wolno” przed wymianą złącza.',
    },
    zh: {
      title: 'NovaTel A3 Lite – 充电问题排查',
      description: '在更换接口之前，针对“无法充电”和“充电缓慢”投诉的排查流程。',
    },
  },
  7: {
    pl: {
      title: 'Seria NovaTel A3 – Widok rozstrzelony i części zamienne',
      description:
        'Widok rozstrzelony modelu A3 z pozycjami części i aktualną listą części zamiennych z cenami.',
    },
    zh: {
      title: 'NovaTel A3 系列 – 爆炸图与备件',
      description: 'A3 爆炸图，标有部件位置，并附带最新的备件价格清单。',
    },
  },
  8: {
    pl: {
      title: 'NovaTel Fold 2 – Procedura kontroli zawiasu',
      description:
        'Sprawdzanie momentu, szczeliny i mostka taśmy zawiasu, gdy klient zgłasza luźny lub hałasujący zawias.',
    },
    zh: {
      title: 'NovaTel Fold 2 – 铰链检查流程',
      description: '当客户反映铰链松动或有异响时，检查铰链扭矩、间隙和排线桥。',
    },
  },
  9: {
    pl: {
      title: 'NovaTel Fold 2 – Postępowanie z wewnętrznym wyświetlaczem',
      description:
        'Dlaczego nie wolno zdejmować fabrycznej warstwy ochronnej wewnętrznego wyświetlacza i jak obchodzić się z panelem.',
    },
    zh: {
      title: 'NovaTel Fold 2 – 内屏操作须知',
      description: '为什么不得揭下内屏的出厂保护层，以及如何处理屏幕面板。',
    },
  },
  10: {
    pl: {
      title: 'Orbis One Max – Instrukcja serwisowa',
      description:
        'Naprawy poziomu 2 modelu One Max: zdejmowanie tylnego szkła, cewka ładowania bezprzewodowego, bateria i wyświetlacz.',
    },
    zh: {
      title: 'Orbis One Max – 维修手册',
      description: 'One Max 二级维修：拆卸后玻璃、无线充电线圈、电池和屏幕。',
    },
  },
  11: {
    pl: {
      title: 'Orbis One / One Max – Przywracanie wodoszczelności (IP68)',
      description:
        'Przywracanie uszczelnienia IP68 po otwarciu urządzenia i test ciśnieniowy przed zwrotem.',
    },
    zh: {
      title: 'Orbis One / One Max – 防水 (IP68) 重新密封',
      description: '打开设备后恢复 IP68 密封，并在返还前进行气压测试。',
    },
  },
  12: {
    pl: {
      title: 'Orbis Lite 5G – Instrukcja serwisowa',
      description:
        'Naprawy poziomu 2 modelu Lite 5G: klapka tylna, bateria, płytka ze złączem USB-C i LCD.',
    },
    zh: {
      title: 'Orbis Lite 5G – 维修手册',
      description: 'Lite 5G 二级维修：后盖、电池、USB-C 接口板和 LCD。',
    },
  },
  13: {
    pl: {
      title: 'Ochrona ESD w warsztacie naprawczym',
      description:
        'Wymagania dotyczące stanowisk chronionych przed ESD, opasek uziemiających i pakowania części elektronicznych.',
    },
    zh: {
      title: '维修车间的静电防护',
      description: '防静电工作台、腕带以及电子部件包装的要求。',
    },
  },
  14: {
    pl: {
      title: 'Pakowanie telefonu do odbioru przez kuriera',
      description:
        'Jak klienci i sklepy partnerskie powinni przygotować i zapakować urządzenie, zanim odbierze je kurier.',
    },
    zh: {
      title: '快递取件前如何包装手机',
      description: '客户和合作门店在快递员取件前应如何准备和包装设备。',
    },
  },
  15: {
    pl: {
      title: 'Zużyte baterie i elektroodpady – zasady zwrotu',
      description:
        'Zbiórka wymienionych baterii i części zgodnie z unijnym rozporządzeniem w sprawie baterii i polskimi przepisami o ZSEE.',
    },
    zh: {
      title: '废旧电池和电子废弃物 – 回收规则',
      description: '根据欧盟电池法规和波兰废弃电子电气设备规定回收更换下的电池和部件。',
    },
  },
  16: {
    pl: {
      title: 'Orbis Lite 5G – Naprawy na poziomie płyty głównej (wersja robocza)',
      description: 'Wewnętrzna wersja robocza, jeszcze nieopublikowana.',
    },
    zh: {
      title: 'Orbis Lite 5G – 主板级维修指南（草稿）',
      description: '内部草稿，尚未发布。',
    },
  },
};
