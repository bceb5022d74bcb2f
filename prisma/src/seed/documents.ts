/**
 * Technical documents of the spare-parts centre: each with its PDF files, an
 * optional diagram and a rich-text description in three languages.
 */
import { DOCUMENT_TYPE_TECHNICAL, STATUS_FILTER } from '@portal/contracts';
import { SERIAL_ID } from './catalogue';
import {
  accessoryImageUrl,
  documentFileUrl,
  image,
  link,
  paragraph,
  richTextJson,
  rule,
} from './content';
import type { LocalizedNodes } from './content';
import type { PdfSpec } from './pdf';
import { DOCUMENT_TRANSLATIONS } from './document-translations';
import { partsList, procedure, serviceManual } from './pdf-content';
import type { DiagramSpec } from './svg';
import { warsaw } from './time';
import { translationsJson } from './translations';

export interface DocumentSeed {
  id: number;
  modelId: number | null;
  title: string;
  description: string;
  /** Warsaw local time. */
  created: string;
  /** Not published: a draft the documents list must not show. */
  draft?: boolean;
  /** The PDFs; null when the document is text only. */
  files: PdfSpec[] | null;
  diagrams?: DiagramSpec[];
  content: LocalizedNodes;
}

const X5_DIAGRAM: DiagramSpec = {
  fileName: 'nt-x5-exploded-view.svg',
  title: 'NovaTel X5 Pro - exploded view',
  layers: [
    'Display assembly',
    'Middle frame',
    'Battery 5000 mAh',
    'Main board with cameras',
    'Back cover',
  ],
};

const A3_DIAGRAM: DiagramSpec = {
  fileName: 'nt-a3-exploded-view.svg',
  title: 'NovaTel A3 - exploded view',
  layers: [
    'LCD display assembly',
    'Middle frame',
    'Battery 5000 mAh',
    'Sub board with USB-C port',
    'Back cover',
  ],
};

const FOLD_DIAGRAM: DiagramSpec = {
  fileName: 'nt-fold2-hinge.svg',
  title: 'NovaTel Fold 2 - hinge area',
  layers: ['Inner display', 'Hinge cover', 'Hinge assembly', 'Flex cable bridge'],
};

const X5_MANUAL = serviceManual({
  fileName: 'nt-x5-pro-service-manual.pdf',
  model: 'NovaTel X5 Pro',
  docNumber: 'SM-NT-X5P-001',
  revision: 'C',
  issued: '2026-06-15',
  serialId: SERIAL_ID.novaTelX5,
  specifications: [
    ['Display', '6.7" OLED, 2400 x 1080, 120 Hz'],
    ['Battery', '5000 mAh, Li-ion polymer, non-removable'],
    ['Charging', '67 W wired (USB PD 3.0), 15 W wireless'],
    ['Main camera', '50 MP, f/1.8, OIS'],
    ['Ingress protection', 'IP67 (after repair only with a new gasket)'],
    ['Screws', '14 x M1.4 Phillips, 0.8 kgf.cm'],
  ],
  disassembly: [
    'Power off the device and remove the SIM tray.',
    'Heat the back cover to 70 deg C for 3 minutes, lift it with the suction handle and cut the adhesive with opening picks, starting at the bottom edge.',
    'Disconnect the wireless charging coil and the NFC antenna, then remove the back cover.',
    'Remove the 8 screws of the upper shield plate and the 4 screws of the loudspeaker module.',
    'Disconnect the battery connector first, then the display, cameras and sub-board flex cables.',
    'Release the battery adhesive tabs by pulling them slowly at a low angle; do not bend the cell.',
    'To replace the display, heat the front glass and separate the display assembly from the middle frame.',
  ],
});

const X5_PARTS = partsList({
  fileName: 'nt-x5-series-spare-parts-list.pdf',
  series: 'NovaTel X5 Series',
  docNumber: 'PL-NT-X5-004',
  issued: '2026-06-15',
  serialId: SERIAL_ID.novaTelX5,
});

const A3_MANUAL = serviceManual({
  fileName: 'nt-a3-service-manual.pdf',
  model: 'NovaTel A3 / A3 Lite',
  docNumber: 'SM-NT-A3-002',
  revision: 'B',
  issued: '2026-05-11',
  serialId: SERIAL_ID.novaTelA3,
  specifications: [
    ['Display', '6.5" LCD, 1600 x 720, 90 Hz'],
    ['Battery', '5000 mAh, Li-ion polymer, non-removable'],
    ['Charging', '18 W wired (USB-C)'],
    ['Memory card', 'microSD up to 1 TB, shared tray'],
    ['Ingress protection', 'IP54'],
    ['Screws', '12 x M1.4 Phillips, 0.8 kgf.cm'],
  ],
  disassembly: [
    'Power off the device and remove the SIM and microSD tray.',
    'Insert an opening pick at the bottom seam and release the back cover clips around the perimeter; the cover is clipped, not glued.',
    'Remove the 12 screws of the middle frame and lift the frame from the bottom.',
    'Disconnect the battery connector, then the display flex and the sub-board cable.',
    'Remove the sub-board with the USB-C port (2 screws) when replacing the charging port.',
    'The LCD is glued to the frame: heat the front to 60 deg C before separating it.',
  ],
});

const A3_PARTS = partsList({
  fileName: 'nt-a3-series-spare-parts-list.pdf',
  series: 'NovaTel A3 Series',
  docNumber: 'PL-NT-A3-003',
  issued: '2026-09-03',
  serialId: SERIAL_ID.novaTelA3,
});

const ONE_MANUAL = serviceManual({
  fileName: 'ob-one-max-service-manual.pdf',
  model: 'Orbis One Max',
  docNumber: 'SM-OB-1MX-001',
  revision: 'A',
  issued: '2026-04-22',
  serialId: SERIAL_ID.orbisOne,
  specifications: [
    ['Display', '6.8" LTPO OLED, 3120 x 1440, 1-120 Hz'],
    ['Battery', '4800 mAh, Li-ion polymer, non-removable'],
    ['Charging', '45 W wired (USB PD PPS), 25 W wireless'],
    ['Back panel', 'Glass, adhesive-mounted'],
    ['Ingress protection', 'IP68 (1.5 m, 30 min)'],
    ['Screws', '16 x M1.2 Torx T2, 0.6 kgf.cm'],
  ],
  disassembly: [
    'Power off the device and remove the SIM tray.',
    'Heat the back glass to 80 deg C for 4 minutes and separate it with the suction handle; the glass is fragile at the camera island.',
    'Remove the wireless charging coil (6 screws) and the graphite sheet.',
    'Disconnect the battery, then the display, antenna and camera flex cables.',
    'Release the battery by heating the frame side to 60 deg C and removing it with the plastic card.',
    'The display assembly is removed from the front only after the back side is fully disassembled.',
  ],
});

const ONE_PARTS = partsList({
  fileName: 'ob-one-series-spare-parts-list.pdf',
  series: 'Orbis One Series',
  docNumber: 'PL-OB-1-002',
  issued: '2026-04-22',
  serialId: SERIAL_ID.orbisOne,
});

const LITE_MANUAL = serviceManual({
  fileName: 'ob-lite-5g-service-manual.pdf',
  model: 'Orbis Lite 5G',
  docNumber: 'SM-OB-L5G-001',
  revision: 'A',
  issued: '2026-06-30',
  serialId: SERIAL_ID.orbisLite,
  specifications: [
    ['Display', '6.6" LCD, 2408 x 1080, 90 Hz'],
    ['Battery', '5000 mAh, Li-ion polymer, non-removable'],
    ['Charging', '25 W wired (USB-C)'],
    ['Ingress protection', 'IP52'],
    ['Screws', '13 x M1.4 Phillips, 0.8 kgf.cm'],
  ],
  disassembly: [
    'Power off the device and remove the SIM tray.',
    'Heat the back cover to 60 deg C and release it from the bottom edge.',
    'Remove the 13 screws of the middle frame and lift it off.',
    'Disconnect the battery, then the display flex and the USB-C board cable.',
    'Remove the USB-C charging port board (2 screws) or the battery as required.',
  ],
});

export const DOCUMENTS: DocumentSeed[] = [
  {
    id: 1,
    modelId: SERIAL_ID.novaTelX5,
    title: 'NovaTel X5 Pro – Service Manual',
    description:
      'Level 2 repairs of the X5 Pro: safety, tools, disassembly, final tests and the spare parts list.',
    created: '2026-06-15 10:30',
    files: [X5_MANUAL, X5_PARTS],
    content: {
      pl: [
        paragraph(
          'Instrukcja serwisowa NovaTel X5 Pro dla autoryzowanych punktów serwisowych: zasady bezpieczeństwa, wymagane narzędzia, demontaż, testy końcowe oraz lista części zamiennych z kodami BOM.',
        ),
        paragraph(
          'Przed otwarciem urządzenia sprawdź w zamówieniu status gwarancji i opis stanu zewnętrznego.',
        ),
        rule(),
        link(documentFileUrl(X5_PARTS.fileName), 'Lista części zamiennych serii X5 (PDF)'),
      ],
      en: [
        paragraph(
          'Service manual of the NovaTel X5 Pro for authorised service points: safety rules, required tools, disassembly, final tests and the spare parts list with BOM codes.',
        ),
        paragraph(
          'Before opening the device, check the warranty status and the recorded exterior condition in the repair order.',
        ),
        rule(),
        link(documentFileUrl(X5_PARTS.fileName), 'X5 series spare parts list (PDF)'),
      ],
      zh: [
        paragraph(
          'NovaTel X5 Pro 维修手册，适用于授权服务点：安全规则、所需工具、拆卸、最终测试以及带 BOM 编码的备件清单。',
        ),
        paragraph('打开设备前，请在维修订单中核对保修状态和接收时记录的外观状况。'),
        rule(),
        link(documentFileUrl(X5_PARTS.fileName), 'X5 系列备件清单（PDF）'),
      ],
    },
  },
  {
    id: 2,
    modelId: SERIAL_ID.novaTelX5,
    title: 'NovaTel X5 / X5 Pro – Display replacement guide',
    description:
      'Step-by-step replacement of the OLED display assembly, with heating times and adhesive handling.',
    created: '2026-07-02 14:05',
    files: [
      procedure({
        fileName: 'nt-x5-display-replacement.pdf',
        title: 'NovaTel X5 / X5 Pro - Display Replacement',
        subtitle: 'Replacement of the OLED display assembly with frame',
        docNumber: 'WI-NT-X5-011',
        issued: '2026-07-02',
        intro: [
          'This work instruction covers the replacement of the display assembly of the NovaTel X5 and X5 Pro. The replacement part is supplied with a new middle frame and pre-applied adhesive, so the battery and the main board are moved to the new frame.',
          'Use this procedure for cracked glass, touch faults, lines or dead pixels. A display damaged by liquid must be reported in the repair order because it voids the warranty.',
        ],
        steps: [
          'Open the back cover and disconnect the battery as described in the service manual.',
          'Remove the main board, the sub-board and the loudspeaker module and place them on the ESD mat in order.',
          'Transfer the battery: heat the old frame to 60 deg C and pull the adhesive tabs.',
          'Move the SIM reader, the side keys flex and the vibration motor to the new frame.',
          'Install the main board and the sub-board in the new frame and connect the display flex.',
          'Connect the battery last, power on and run the display and touch tests before closing the device.',
          'Apply a new back cover gasket and press the cover in the clamp for 10 minutes.',
        ],
        checks: {
          columns: ['Check', 'Limit'],
          widths: [5, 5],
          rows: [
            ['Dead or stuck pixels', 'None in the central area, at most 1 at the edges'],
            ['Touch grid test', 'All cells respond'],
            ['Brightness uniformity', 'No visible clouding on a grey screen'],
            ['Fingerprint sensor', 'New enrolment required after replacement'],
          ],
        },
      }),
    ],
    diagrams: [X5_DIAGRAM],
    content: {
      pl: [
        paragraph(
          'Instrukcja wymiany zespołu wyświetlacza OLED w modelach X5 i X5 Pro. Część zamienna zawiera nową ramkę z fabrycznym klejem, dlatego baterię i płytę główną przenosi się do nowej ramki.',
        ),
        image(documentFileUrl(X5_DIAGRAM.fileName), 'Widok rozstrzelony NovaTel X5 Pro'),
        paragraph('Po wymianie wyświetlacza klient musi ponownie zarejestrować odcisk palca.'),
      ],
      en: [
        paragraph(
          'How to replace the OLED display assembly of the X5 and X5 Pro. The replacement part comes with a new frame and factory adhesive, so the battery and the main board are moved to the new frame.',
        ),
        image(documentFileUrl(X5_DIAGRAM.fileName), 'NovaTel X5 Pro exploded view'),
        paragraph('After a display replacement the customer has to enrol their fingerprint again.'),
      ],
      zh: [
        paragraph(
          'X5 与 X5 Pro OLED 显示屏总成更换说明。备件附带新中框和出厂背胶，因此需将电池和主板移至新中框。',
        ),
        image(documentFileUrl(X5_DIAGRAM.fileName), 'NovaTel X5 Pro 爆炸图'),
        paragraph('更换显示屏后，客户需要重新录入指纹。'),
      ],
    },
  },
  {
    id: 3,
    modelId: SERIAL_ID.novaTelX5,
    title: 'NovaTel X5 series – Battery replacement and safety',
    description:
      'Removing the stretch-release battery adhesive, handling swollen cells and calibrating the new battery.',
    created: '2026-08-19 09:20',
    files: [
      procedure({
        fileName: 'nt-x5-battery-replacement.pdf',
        title: 'NovaTel X5 Series - Battery Replacement',
        subtitle: 'Safe removal and installation of the 4500/5000 mAh battery',
        docNumber: 'WI-NT-X5-014',
        issued: '2026-08-19',
        intro: [
          'The X5 and X5 Pro batteries are held by two stretch-release adhesive strips. Removed correctly, the strips come out in one piece and the battery can be lifted without tools. A battery that is swollen, dented or hot must not be reused or shipped back to the customer.',
        ],
        steps: [
          'Discharge the device below 25%, power it off and open the back cover.',
          'Disconnect the battery connector with the plastic spudger.',
          'Pull each adhesive tab slowly at an angle below 30 degrees, keeping it flat against the cell.',
          'If a strip breaks, apply isopropyl alcohol (99%) under the battery and wait 60 seconds; never pry the cell with metal tools.',
          'Check the new battery voltage (3.70-3.90 V) before installation.',
          'Place the new battery with its strips, connect it and press it for 10 seconds.',
          'Charge to 100% without interruption so the fuel gauge learns the new cell capacity.',
        ],
        checks: {
          columns: ['Battery condition', 'Action'],
          widths: [4, 6],
          rows: [
            ['Swollen more than 1 mm', 'Do not charge; place in the fire-safe container'],
            ['Dented or punctured', 'Isolate immediately, report as a safety incident'],
            ['Capacity below 80% of rated', 'Replace under warranty if within 24 months'],
            ['Normal', 'Return to stock as a used part is not allowed; dispose via WEEE'],
          ],
        },
        notes: [
          'Used batteries are collected separately and handed over to the battery take-back scheme.',
        ],
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Bezpieczna wymiana baterii 4500/5000 mAh w serii X5: usuwanie taśm klejących, postępowanie ze spuchniętymi ogniwami i kalibracja nowej baterii.',
        ),
        paragraph('Spuchniętej lub uszkodzonej baterii nie wolno ładować ani odsyłać klientowi.'),
      ],
      en: [
        paragraph(
          'Safe replacement of the 4500/5000 mAh battery in the X5 series: removing the stretch-release strips, handling swollen cells and calibrating the new battery.',
        ),
        paragraph(
          'A swollen or damaged battery must not be charged or shipped back to the customer.',
        ),
      ],
      zh: [
        paragraph('X5 系列 4500/5000 mAh 电池安全更换：拆除易拉胶条、处理鼓包电芯以及校准新电池。'),
        paragraph('鼓包或损坏的电池不得充电，也不得寄回给客户。'),
      ],
    },
  },
  {
    id: 4,
    modelId: SERIAL_ID.novaTelX5,
    title: 'NovaTel X5 series – Software 3.2 service notes',
    description:
      'What changes for repairs with system software 3.2: parts pairing, calibration and the new diagnostics menu.',
    created: '2026-09-30 16:45',
    // Text only: the notes have no attachment.
    files: null,
    content: {
      pl: [
        paragraph(
          'Oprogramowanie systemowe 3.2 dla serii X5 wprowadza parowanie części: po wymianie wyświetlacza, baterii lub aparatu należy uruchomić kalibrację w menu serwisowym (*#*#3321#*#*), inaczej telefon pokaże komunikat o nieznanej części.',
        ),
        paragraph(
          'Menu diagnostyczne ma nowy test ładowania bezprzewodowego i zapis raportu w formacie PDF.',
        ),
        rule(),
        link(
          documentFileUrl(X5_MANUAL.fileName),
          'Instrukcja serwisowa X5 Pro, rozdział „Testy końcowe”',
        ),
      ],
      en: [
        paragraph(
          'System software 3.2 for the X5 series introduces parts pairing: after replacing the display, battery or a camera, run the calibration in the service menu (*#*#3321#*#*), otherwise the phone shows an unknown-part notice.',
        ),
        paragraph(
          'The diagnostics menu has a new wireless charging test and saves its report as a PDF.',
        ),
        rule(),
        link(
          documentFileUrl(X5_MANUAL.fileName),
          'X5 Pro service manual, section "Reassembly and final tests"',
        ),
      ],
      zh: [
        paragraph(
          'X5 系列系统软件 3.2 引入部件配对：更换显示屏、电池或摄像头后，需在维修菜单（*#*#3321#*#*）中运行校准，否则手机会显示未知部件提示。',
        ),
        paragraph('诊断菜单新增无线充电测试，并可将报告保存为 PDF。'),
        rule(),
        link(documentFileUrl(X5_MANUAL.fileName), 'X5 Pro 维修手册“重新组装与最终测试”一节'),
      ],
    },
  },
  {
    id: 5,
    modelId: SERIAL_ID.novaTelA3,
    title: 'NovaTel A3 / A3 Lite – Service Manual',
    description:
      'Level 2 repairs of the A3 and A3 Lite: clipped back cover, LCD replacement, charging port sub-board.',
    created: '2026-05-11 11:10',
    files: [A3_MANUAL],
    content: {
      pl: [
        paragraph(
          'Instrukcja serwisowa modeli A3 i A3 Lite. Klapka tylna jest zatrzaskowa, a złącze USB-C znajduje się na osobnej płytce, którą wymienia się bez lutowania.',
        ),
      ],
      en: [
        paragraph(
          'Service manual of the A3 and A3 Lite. The back cover is clipped, and the USB-C port sits on a separate sub-board that is replaced without soldering.',
        ),
      ],
      zh: [
        paragraph(
          'A3 与 A3 Lite 维修手册。后盖为卡扣式，USB-C 接口位于独立小板上，无需焊接即可更换。',
        ),
      ],
    },
  },
  {
    id: 6,
    modelId: SERIAL_ID.novaTelA3,
    title: 'NovaTel A3 Lite – Charging problems: troubleshooting',
    description:
      'A decision path for "does not charge" and "charges slowly" complaints before replacing the port.',
    created: '2026-07-28 13:30',
    files: [
      procedure({
        fileName: 'nt-a3-charging-troubleshooting.pdf',
        title: 'NovaTel A3 Lite - Charging Troubleshooting',
        subtitle: 'Diagnosis of "does not charge" and "charges slowly" complaints',
        docNumber: 'TS-NT-A3-006',
        issued: '2026-07-28',
        intro: [
          'Most A3 Lite devices returned with charging complaints have lint in the USB-C port or a damaged cable, not a faulty board. Follow this path before ordering a sub-board, and record each result in the repair order.',
        ],
        steps: [
          'Inspect the port under magnification and remove lint with a non-conductive pick.',
          'Test with the reference 18 W charger and a known-good cable; read the current on a USB meter.',
          'If the current is below 0.5 A, check the port for corrosion (liquid indicator near the port).',
          'Replace the USB-C sub-board if the port is loose, corroded or the pins are bent.',
          'If charging still fails with a new sub-board, test the battery and escalate to board-level repair.',
        ],
        checks: {
          columns: ['Measurement', 'Expected', 'If not'],
          widths: [4, 3, 4],
          rows: [
            ['Charging current, screen off', '1.6-2.0 A', 'Check port and cable'],
            ['Charging voltage (PD)', '9 V', 'Charger negotiates 5 V only: check CC pins'],
            ['Battery voltage at 50%', '3.80-3.85 V', 'Replace battery'],
          ],
        },
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Ścieżka diagnostyczna dla zgłoszeń „nie ładuje” i „ładuje wolno” w A3 Lite. Najczęstszą przyczyną są zanieczyszczenia w gnieździe USB-C lub uszkodzony kabel.',
        ),
      ],
      en: [
        paragraph(
          'A diagnostic path for "does not charge" and "charges slowly" complaints on the A3 Lite. The most common cause is lint in the USB-C port or a damaged cable.',
        ),
      ],
      zh: [
        paragraph(
          'A3 Lite“无法充电”和“充电慢”问题的诊断流程。最常见的原因是 USB-C 接口内有异物或数据线损坏。',
        ),
      ],
    },
  },
  {
    id: 7,
    modelId: SERIAL_ID.novaTelA3,
    title: 'NovaTel A3 series – Exploded view and spare parts',
    description:
      'Exploded view of the A3 with part positions and the current spare parts list with prices.',
    created: '2026-09-03 08:55',
    files: [
      procedure({
        fileName: 'nt-a3-exploded-view.pdf',
        title: 'NovaTel A3 Series - Exploded View',
        subtitle: 'Part positions and assembly order',
        docNumber: 'EV-NT-A3-001',
        issued: '2026-09-03',
        intro: [
          'The A3 and A3 Lite share the frame, the battery and the sub-board. They differ only in the display assembly and the back cover colours. The numbers below follow the assembly order from the front.',
        ],
        steps: [
          'LCD display assembly (A3 or A3 Lite variant).',
          'Middle frame with side keys and SIM reader.',
          'Battery 5000 mAh, glued in the frame.',
          'Sub-board with the USB-C port and the microphone.',
          'Back cover, clipped, colour-specific.',
        ],
      }),
      A3_PARTS,
    ],
    diagrams: [A3_DIAGRAM],
    content: {
      pl: [
        paragraph(
          'Widok rozstrzelony modelu A3 z numeracją części oraz aktualna lista części zamiennych z cenami.',
        ),
        image(documentFileUrl(A3_DIAGRAM.fileName), 'Widok rozstrzelony NovaTel A3'),
      ],
      en: [
        paragraph(
          'Exploded view of the A3 with numbered parts, and the current spare parts list with prices.',
        ),
        image(documentFileUrl(A3_DIAGRAM.fileName), 'NovaTel A3 exploded view'),
      ],
      zh: [
        paragraph('A3 爆炸图（含部件编号）以及当前带价格的备件清单。'),
        image(documentFileUrl(A3_DIAGRAM.fileName), 'NovaTel A3 爆炸图'),
      ],
    },
  },
  {
    id: 8,
    modelId: SERIAL_ID.novaTelFold,
    title: 'NovaTel Fold 2 – Hinge inspection procedure',
    description:
      'Checking hinge torque, gap and the flex cable bridge when a customer reports a loose or noisy hinge.',
    created: '2026-08-05 15:00',
    files: [
      procedure({
        fileName: 'nt-fold2-hinge-inspection.pdf',
        title: 'NovaTel Fold 2 - Hinge Inspection',
        subtitle: 'Torque, gap and flex bridge checks',
        docNumber: 'WI-NT-FD2-003',
        issued: '2026-08-05',
        intro: [
          'Complaints about a loose, stiff or noisy hinge are checked with the hinge gauge before any part is ordered. The hinge is replaced as one assembly together with the flex cable bridge.',
        ],
        steps: [
          'Open and close the device 10 times and note noises or uneven resistance.',
          'Measure the opening torque at 90 degrees with the hinge gauge.',
          'Measure the gap between the halves when closed, at the top, centre and bottom.',
          'Check the inner display crease area for bubbles or lifting at the hinge line.',
          'Replace the hinge assembly if any value is outside the limits below.',
        ],
        checks: {
          columns: ['Check', 'Limit'],
          widths: [5, 5],
          rows: [
            ['Opening torque at 90 degrees', '18-26 N.cm'],
            ['Gap when closed', 'At most 0.8 mm, even along the edge'],
            ['Free-stop range', '30-150 degrees, holds position'],
          ],
        },
      }),
    ],
    diagrams: [FOLD_DIAGRAM],
    content: {
      pl: [
        paragraph(
          'Kontrola zawiasu Fold 2 przy zgłoszeniach luzu, oporu lub trzasków: moment otwierania, szczelina po złożeniu i mostek taśmy.',
        ),
        image(documentFileUrl(FOLD_DIAGRAM.fileName), 'Obszar zawiasu NovaTel Fold 2'),
      ],
      en: [
        paragraph(
          'Fold 2 hinge check for loose, stiff or noisy hinge complaints: opening torque, closed gap and the flex cable bridge.',
        ),
        image(documentFileUrl(FOLD_DIAGRAM.fileName), 'NovaTel Fold 2 hinge area'),
      ],
      zh: [
        paragraph('Fold 2 铰链检查，适用于铰链松动、过紧或异响投诉：开合扭矩、闭合缝隙及排线桥。'),
        image(documentFileUrl(FOLD_DIAGRAM.fileName), 'NovaTel Fold 2 铰链区域'),
      ],
    },
  },
  {
    id: 9,
    modelId: SERIAL_ID.novaTelFold,
    title: 'NovaTel Fold 2 – Inner display handling',
    description:
      'Why the factory screen protector of the inner display must not be removed, and how to handle the panel.',
    created: '2026-10-14 10:40',
    files: [
      procedure({
        fileName: 'nt-fold2-inner-display-handling.pdf',
        title: 'NovaTel Fold 2 - Inner Display Handling',
        subtitle: 'Storage, handling and the factory protective layer',
        docNumber: 'WI-NT-FD2-007',
        issued: '2026-10-14',
        intro: [
          'The inner display of the Fold 2 is a flexible OLED panel covered with a factory protective layer that is part of the display structure. Removing it damages the panel and is not covered by the warranty.',
        ],
        steps: [
          'Store replacement panels flat, in the original tray, at 15-30 deg C.',
          'Never press the panel with fingernails or tools; handle it by the frame only.',
          'Do not apply third-party screen protectors to the inner display.',
          'Inform the customer in the return note that the protective layer must stay on the display.',
        ],
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Fabryczna warstwa ochronna wewnętrznego wyświetlacza Fold 2 jest częścią konstrukcji ekranu i nie wolno jej zdejmować.',
        ),
        link(
          accessoryImageUrl('nt-scr-fd2-in-a1-1.svg'),
          'Zdjęcie części: wewnętrzny wyświetlacz Fold 2',
        ),
      ],
      en: [
        paragraph(
          'The factory protective layer of the Fold 2 inner display is part of the display structure and must not be removed.',
        ),
        link(accessoryImageUrl('nt-scr-fd2-in-a1-1.svg'), 'Part picture: Fold 2 inner display'),
      ],
      zh: [
        paragraph('Fold 2 内屏的出厂保护层是屏幕结构的一部分，不得揭除。'),
        link(accessoryImageUrl('nt-scr-fd2-in-a1-1.svg'), '部件图片：Fold 2 内屏'),
      ],
    },
  },
  {
    id: 10,
    modelId: SERIAL_ID.orbisOne,
    title: 'Orbis One Max – Service Manual',
    description:
      'Level 2 repairs of the One Max: back glass removal, wireless charging coil, battery and display.',
    created: '2026-04-22 12:15',
    files: [ONE_MANUAL, ONE_PARTS],
    content: {
      pl: [
        paragraph(
          'Instrukcja serwisowa Orbis One Max. Tylny panel jest szklany i klejony – przy zdejmowaniu uważaj na wyspę aparatów.',
        ),
        rule(),
        link(documentFileUrl(ONE_PARTS.fileName), 'Lista części zamiennych serii One (PDF)'),
      ],
      en: [
        paragraph(
          'Service manual of the Orbis One Max. The back panel is glued glass; take care around the camera island when removing it.',
        ),
        rule(),
        link(documentFileUrl(ONE_PARTS.fileName), 'One series spare parts list (PDF)'),
      ],
      zh: [
        paragraph('Orbis One Max 维修手册。后盖为粘接玻璃，拆卸时请注意摄像头岛区域。'),
        rule(),
        link(documentFileUrl(ONE_PARTS.fileName), 'One 系列备件清单（PDF）'),
      ],
    },
  },
  {
    id: 11,
    modelId: SERIAL_ID.orbisOne,
    title: 'Orbis One / One Max – Water resistance (IP68) resealing',
    description:
      'Restoring the IP68 seal after opening the device, and the pressure test before return.',
    created: '2026-10-01 09:05',
    files: [
      procedure({
        fileName: 'ob-one-ip68-resealing.pdf',
        title: 'Orbis One / One Max - IP68 Resealing',
        subtitle: 'Gasket replacement and pressure test',
        docNumber: 'WI-OB-1-009',
        issued: '2026-10-01',
        intro: [
          'Every opened One or One Max is resealed with a new pre-cut gasket and passes the pressure test before it is returned. A device that fails the test is returned with a note that water resistance is not guaranteed.',
        ],
        steps: [
          'Remove all adhesive residue from the frame with the plastic scraper and isopropyl alcohol.',
          'Apply the new gasket, aligning it on the two locating pins.',
          'Install the back glass and press it in the clamp for 15 minutes.',
          'Run the pressure test: 30 kPa for 20 seconds.',
          'Record the test result in the repair order.',
        ],
        checks: {
          columns: ['Test', 'Pass criterion'],
          widths: [5, 5],
          rows: [
            ['Pressure drop at 30 kPa / 20 s', 'Below 0.5 kPa'],
            ['SIM tray seal', 'Gasket present, not torn'],
          ],
        },
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Przywrócenie szczelności IP68 po otwarciu urządzenia: nowa uszczelka i test ciśnieniowy przed zwrotem do klienta.',
        ),
      ],
      en: [
        paragraph(
          'Restoring the IP68 seal after opening the device: a new gasket and a pressure test before the device is returned.',
        ),
      ],
      zh: [paragraph('打开设备后恢复 IP68 密封：更换新密封胶并在寄回前进行气压测试。')],
    },
  },
  {
    id: 12,
    modelId: SERIAL_ID.orbisLite,
    title: 'Orbis Lite 5G – Service Manual',
    description: 'Level 2 repairs of the Lite 5G: back cover, battery, USB-C port board and LCD.',
    created: '2026-06-30 15:20',
    files: [LITE_MANUAL],
    content: {
      pl: [
        paragraph(
          'Instrukcja serwisowa Orbis Lite 5G: klapka tylna, bateria, płytka złącza USB-C i wyświetlacz LCD.',
        ),
      ],
      en: [
        paragraph(
          'Service manual of the Orbis Lite 5G: back cover, battery, USB-C port board and LCD.',
        ),
      ],
      zh: [paragraph('Orbis Lite 5G 维修手册：后盖、电池、USB-C 接口小板及 LCD 显示屏。')],
    },
  },
  {
    id: 13,
    modelId: null,
    title: 'ESD protection in the repair workshop',
    description:
      'Requirements for ESD-safe workbenches, wrist straps and packaging of electronic parts.',
    created: '2026-03-18 08:30',
    files: [
      procedure({
        fileName: 'esd-protection-guide.pdf',
        title: 'ESD Protection in the Repair Workshop',
        subtitle: 'Workbench, personal grounding and packaging',
        docNumber: 'QA-GEN-002',
        revision: 'D',
        issued: '2026-03-18',
        intro: [
          'Electrostatic discharge damages phone components at voltages far below what a person can feel. Every workbench where devices are opened is an ESD protected area (EPA) and is checked monthly.',
        ],
        steps: [
          'Put on the wrist strap and test it at the checker before starting work.',
          'Keep the device and all removed modules on the dissipative mat.',
          'Keep insulating materials (plastic bags, foam, paper) out of the EPA.',
          'Store and ship boards and displays only in shielding bags.',
        ],
        checks: {
          columns: ['Item', 'Requirement'],
          widths: [4, 6],
          rows: [
            ['Wrist strap resistance', '0.75-35 MOhm, tested daily'],
            ['Mat resistance to ground', '1 MOhm - 1 GOhm, tested monthly'],
            ['Relative humidity', '30-70%'],
          ],
        },
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Wymagania dla stanowisk chronionych przed wyładowaniami elektrostatycznymi (EPA): opaski uziemiające, maty rozpraszające i opakowania ekranujące.',
        ),
        link('https://www.esda.org/', 'ESD Association – normy i szkolenia'),
      ],
      en: [
        paragraph(
          'Requirements for electrostatic protected areas (EPA): wrist straps, dissipative mats and shielding packaging.',
        ),
        link('https://www.esda.org/', 'ESD Association – standards and training'),
      ],
      zh: [
        paragraph('静电防护区（EPA）要求：防静电手环、耗散垫和屏蔽包装。'),
        link('https://www.esda.org/', 'ESD 协会——标准与培训'),
      ],
    },
  },
  {
    id: 14,
    modelId: null,
    title: 'Packing a phone for courier pick-up',
    description:
      'How customers and partner shops should prepare and pack a device before the courier collects it.',
    created: '2026-11-02 10:00',
    files: [
      procedure({
        fileName: 'packing-for-courier-pickup.pdf',
        title: 'Packing a Phone for Courier Pick-up',
        subtitle: 'Preparation of the device and the parcel',
        docNumber: 'CS-GEN-005',
        revision: 'B',
        issued: '2026-11-02',
        intro: [
          'A well-packed device arrives undamaged and can be repaired faster. The courier collects the parcel at the time booked in the portal; print the order sheet and put it in the parcel.',
        ],
        steps: [
          'Back up your data, sign out of your account (e.g. NovaTel ID) and remove the screen lock.',
          'Remove the SIM and memory cards unless the service asked you to send them.',
          'Wrap the phone in bubble wrap and place it in a rigid box with at least 3 cm of padding on every side.',
          'Add only the accessories listed in the order.',
          'Put the printed order sheet in the box and seal it with tape.',
          'Stick the shipping label on the largest side of the box, or give the courier the shipment number.',
        ],
        notes: [
          'Do not send a device with a swollen battery by courier; contact the hotline instead.',
          'Pick-up windows: 10:00-13:00 and 13:00-15:00 on working days.',
        ],
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Jak przygotować i zapakować telefon przed odbiorem przez kuriera: kopia zapasowa, wylogowanie z konta, sztywne pudełko i wydrukowany arkusz zamówienia w środku paczki.',
        ),
        paragraph(
          'Urządzenia ze spuchniętą baterią nie wysyłaj kurierem – skontaktuj się z infolinią.',
        ),
      ],
      en: [
        paragraph(
          'How to prepare and pack a phone before the courier collects it: back up, sign out of your account, use a rigid box and put the printed order sheet inside the parcel.',
        ),
        paragraph(
          'Do not ship a device with a swollen battery by courier; contact the hotline instead.',
        ),
      ],
      zh: [
        paragraph(
          '快递取件前如何准备和包装手机：备份数据、退出账户、使用硬质包装盒，并将打印的订单单据放入包裹。',
        ),
        paragraph('电池鼓包的设备请勿通过快递寄送，请联系客服热线。'),
      ],
    },
  },
  {
    id: 15,
    modelId: null,
    title: 'Used batteries and electronic waste – return rules',
    description:
      'Collection of replaced batteries and parts under the EU battery regulation and the Polish WEEE rules.',
    created: '2026-09-15 12:45',
    files: [
      procedure({
        fileName: 'battery-and-weee-returns.pdf',
        title: 'Used Batteries and Electronic Waste - Return Rules',
        subtitle: 'Collection, storage and hand-over of replaced parts',
        docNumber: 'ENV-GEN-001',
        issued: '2026-09-15',
        intro: [
          'Replaced batteries, displays and boards are waste electrical and electronic equipment. They are collected separately and handed over to an authorised recycler; the quantities are reported yearly. Under Regulation (EU) 2023/1542 portable batteries are taken back free of charge.',
        ],
        steps: [
          'Tape the terminals of every removed battery.',
          'Place batteries in the metal collection container with sand or vermiculite; damaged cells go to the fire-safe container.',
          'Collect other replaced parts in the marked WEEE box.',
          'Hand over full containers to the recycler and file the transfer note.',
        ],
      }),
    ],
    content: {
      pl: [
        paragraph(
          'Zasady zbiórki zużytych baterii i wymienionych części zgodnie z rozporządzeniem (UE) 2023/1542 i przepisami o zużytym sprzęcie elektrycznym i elektronicznym.',
        ),
        link('https://www.gov.pl/web/gios', 'Główny Inspektorat Ochrony Środowiska'),
      ],
      en: [
        paragraph(
          'Collection of used batteries and replaced parts under Regulation (EU) 2023/1542 and the rules on waste electrical and electronic equipment.',
        ),
        link(
          'https://www.gov.pl/web/gios',
          'Chief Inspectorate of Environmental Protection (Poland)',
        ),
      ],
      zh: [
        paragraph(
          '根据欧盟第 2023/1542 号电池法规及废弃电子电气设备规定回收废旧电池和更换下的部件。',
        ),
        link('https://www.gov.pl/web/gios', '波兰环境保护总监察局'),
      ],
    },
  },
  {
    id: 16,
    modelId: SERIAL_ID.orbisLite,
    title: 'Orbis Lite 5G – Board-level repair guide (draft)',
    description: 'Internal draft, not yet published.',
    created: '2026-11-18 17:10',
    draft: true,
    files: null,
    content: {
      pl: [paragraph('Wersja robocza.')],
      en: [paragraph('Draft.')],
      zh: [paragraph('草稿。')],
    },
  },
];

/** Document status upstream: 2 published; a draft keeps 1. */
const DRAFT_STATUS = 1;

/** A document's title and description in every language: JSON text for the `titles` and `descriptions` columns. */
function documentTranslations(document: DocumentSeed) {
  const translated = DOCUMENT_TRANSLATIONS[document.id];
  if (!translated) throw new Error(`No translations of document ${document.id}`);
  const { pl, zh } = translated;
  return {
    titles: translationsJson({ pl: pl.title, en: document.title, zh: zh.title }),
    descriptions: translationsJson({
      pl: pl.description,
      en: document.description,
      zh: zh.description,
    }),
  };
}

export function documentRows() {
  return DOCUMENTS.map((document) => ({
    id: document.id,
    title: document.title,
    description: document.description,
    ...documentTranslations(document),
    createTime: warsaw(document.created),
    filepath: document.files
      ? document.files.map((file) => documentFileUrl(file.fileName)).join(',')
      : null,
    content: richTextJson(document.content),
    status: document.draft ? DRAFT_STATUS : STATUS_FILTER.document,
    docType: DOCUMENT_TYPE_TECHNICAL,
    modelId: document.modelId,
  }));
}

export function documentPdfs(): PdfSpec[] {
  return DOCUMENTS.flatMap((document) => document.files ?? []);
}

export function documentDiagrams(): DiagramSpec[] {
  return DOCUMENTS.flatMap((document) => document.diagrams ?? []);
}
