import type { InvoiceType, Language, QuoteFeeType } from '@portal/contracts';

/** A day written out for a sentence, from its parts (weekday 1 = Monday … 7 = Sunday). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** Every text of the confirmation e-mails, in each language of the portal. */
export interface MailTexts {
  greeting: (name: string) => string;
  contact: (email: string, phone: string) => string;
  signature: string;
  repair: {
    subject: (rmaNumber: string) => string;
    intro: string;
    rmaNumber: string;
    shipmentNo: string;
    device: string;
    accessories: string;
    pickupTitle: string;
    pickupWhen: string;
    pickupAddress: string;
    checklistTitle: string;
    checklist: readonly string[];
    lookup: string;
    /** The pick-up as a sentence: "on Wednesday, 25 November, between 10:00 and 13:00". */
    pickupSentence: (day: DayParts, from: string, to: string) => string;
    privatePage: string;
    attachments: string;
    orderSheetFile: (rmaNumber: string) => string;
  };
  rescheduled: {
    subject: (rmaNumber: string) => string;
    intro: string;
  };
  cancelled: {
    subject: (rmaNumber: string) => string;
    intro: string;
    rebook: string;
  };
  quote: {
    readySubject: (rmaNumber: string) => string;
    readyIntro: string;
    fee: string;
    amount: string;
    total: string;
    feeTypes: Record<QuoteFeeType, string>;
    answerLink: string;
    answeredSubject: (rmaNumber: string) => string;
    approved: string;
    declined: string;
  };
  spare: {
    subject: (orderId: number) => string;
    intro: string;
    orderNumber: string;
    item: string;
    quantity: string;
    unitPrice: string;
    subtotal: string;
    total: string;
    invoiceTitle: string;
    invoiceType: Record<InvoiceType, string>;
    invoiceName: string;
    taxNo: string;
    invoiceAddress: string;
    invoiceEmail: string;
    bank: string;
    deliveryTitle: string;
    remark: string;
    lookup: string;
  };
}

/** Polish weekdays after "w"/"we" (accusative): "we wtorek", "w środę". */
const PL_WEEKDAY_ON = [
  'w poniedziałek',
  'we wtorek',
  'w środę',
  'w czwartek',
  'w piątek',
  'w sobotę',
  'w niedzielę',
] as const;
/** Polish months after a day number (genitive): "25 listopada". */
const PL_MONTH_OF = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
] as const;
const EN_WEEKDAY = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
const EN_MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const ZH_WEEKDAY = ['一', '二', '三', '四', '五', '六', '日'] as const;

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  'pl-PL': {
    greeting: (name) => `Dzień dobry ${name},`,
    contact: (email, phone) => `Masz pytania? Napisz na ${email} lub zadzwoń: ${phone}.`,
    signature: 'Zespół serwisu PhoneCare',
    repair: {
      subject: (rma) => `Potwierdzenie zlecenia naprawy ${rma}`,
      intro:
        'dziękujemy za zgłoszenie naprawy. Kurier odbierze urządzenie w wybranym terminie i dostarczy je do naszego serwisu.',
      rmaNumber: 'Numer zlecenia (RMA)',
      shipmentNo: 'Numer przesyłki',
      device: 'Urządzenie',
      accessories: 'Akcesoria w przesyłce',
      pickupTitle: 'Odbiór przez kuriera',
      pickupWhen: 'Termin',
      pickupAddress: 'Adres',
      checklistTitle: 'Zanim przyjedzie kurier',
      checklist: [
        'Zrób kopię zapasową danych: podczas naprawy urządzenie może zostać przywrócone do ustawień fabrycznych.',
        'Wyloguj się z konta Google lub Apple i wyłącz funkcję lokalizowania urządzenia, a także blokadę ekranu.',
        'Wyjmij kartę SIM i kartę pamięci.',
        'Zapakuj urządzenie starannie, najlepiej w oryginalne pudełko, i dołącz tylko akcesoria wymienione w zleceniu.',
        'Wydrukuj arkusz zlecenia lub etykietę przewozową i dołącz je do przesyłki.',
      ],
      lookup: 'Postęp naprawy sprawdzisz na stronie wyszukiwania, podając numer RMA:',
      // "w środę", "we wtorek": the weekday in the accusative, after "w" or "we".
      pickupSentence: (day, from, to) =>
        `Kurier przyjedzie ${PL_WEEKDAY_ON[day.weekday - 1]}, ${day.day} ${PL_MONTH_OF[day.month - 1]}, między ${from} a ${to}.`,
      privatePage:
        'Na stronie zlecenia zmienisz termin odbioru, anulujesz zlecenie i odpowiesz na wycenę:',
      attachments: 'W załącznikach przesyłamy arkusz zlecenia i etykietę przewozową.',
      orderSheetFile: (rma) => `zlecenie-${rma}.pdf`,
    },
    rescheduled: {
      subject: (rma) => `Nowy termin odbioru, zlecenie ${rma}`,
      intro:
        'zmieniliśmy termin, w którym kurier odbierze urządzenie. Etykieta z nowym terminem jest w załączniku.',
    },
    cancelled: {
      subject: (rma) => `Zlecenie naprawy ${rma} zostało anulowane`,
      intro: 'anulowaliśmy zlecenie naprawy i odwołaliśmy odbiór przez kuriera.',
      rebook: 'Jeśli zechcesz jednak oddać urządzenie do naprawy, złóż nowe zlecenie:',
    },
    quote: {
      readySubject: (rma) => `Wycena naprawy, zlecenie ${rma}`,
      readyIntro:
        'sprawdziliśmy urządzenie. Naprawa nie jest objęta gwarancją, więc prosimy o akceptację wyceny:',
      fee: 'Pozycja',
      amount: 'Kwota',
      total: 'Razem',
      feeTypes: { part: 'Część', labour: 'Robocizna', diagnosis: 'Diagnoza', shipping: 'Wysyłka' },
      answerLink:
        'Zaakceptuj lub odrzuć wycenę na stronie zlecenia. Po odrzuceniu odeślemy urządzenie bez naprawy.',
      answeredSubject: (rma) => `Odpowiedź na wycenę, zlecenie ${rma}`,
      approved: 'dziękujemy za akceptację wyceny. Przystępujemy do naprawy.',
      declined:
        'wycena została odrzucona, więc odsyłamy urządzenie bez naprawy. Numer przesyłki zwrotnej znajdziesz na stronie zlecenia.',
    },
    spare: {
      subject: (id) => `Potwierdzenie zamówienia nr ${id}`,
      intro:
        'dziękujemy za zamówienie. Potwierdzimy je i prześlemy dane do płatności; fakturę wystawimy po wysyłce.',
      orderNumber: 'Numer zamówienia',
      item: 'Produkt',
      quantity: 'Ilość',
      unitPrice: 'Cena jedn.',
      subtotal: 'Wartość',
      total: 'Razem',
      invoiceTitle: 'Dane do faktury',
      invoiceType: { '1': 'Osoba prywatna', '2': 'Firma' },
      invoiceName: 'Nazwa',
      taxNo: 'NIP',
      invoiceAddress: 'Adres',
      invoiceEmail: 'E-mail do faktury',
      bank: 'Bank i numer konta',
      deliveryTitle: 'Adres dostawy',
      remark: 'Uwagi',
      lookup: 'Status zamówienia sprawdzisz na stronie wyszukiwania, podając numer zamówienia:',
    },
  },
  'en-US': {
    greeting: (name) => `Hello ${name},`,
    contact: (email, phone) => `Questions? Write to ${email} or call ${phone}.`,
    signature: 'The PhoneCare service team',
    repair: {
      subject: (rma) => `Your repair order ${rma} is confirmed`,
      intro:
        'thank you for booking a repair. A courier will collect your device at the time you chose and bring it to our service centre.',
      rmaNumber: 'Repair order (RMA) number',
      shipmentNo: 'Shipment number',
      device: 'Device',
      accessories: 'Accessories in the parcel',
      pickupTitle: 'Courier pick-up',
      pickupWhen: 'When',
      pickupAddress: 'Address',
      checklistTitle: 'Before the courier comes',
      checklist: [
        'Back up your data: the device may be reset to factory settings during the repair.',
        'Sign out of your Google or Apple account, turn off device location tracking and remove the screen lock.',
        'Take out the SIM card and the memory card.',
        'Pack the device carefully, ideally in its original box, with only the accessories listed in the order.',
        'Print the order sheet or the shipping label and put it in the parcel.',
      ],
      lookup: 'Follow the repair on the lookup page with your RMA number:',
      pickupSentence: (day, from, to) =>
        `The courier will come on ${EN_WEEKDAY[day.weekday - 1]}, ${day.day} ${EN_MONTH[day.month - 1]}, between ${from} and ${to}.`,
      privatePage:
        'On your order page you can change the pick-up, cancel the order and answer a quote:',
      attachments: 'The order sheet and the shipping label are attached.',
      orderSheetFile: (rma) => `order-${rma}.pdf`,
    },
    rescheduled: {
      subject: (rma) => `New pick-up time for repair order ${rma}`,
      intro:
        'the courier pick-up of your device has been moved. The label with the new time is attached.',
    },
    cancelled: {
      subject: (rma) => `Repair order ${rma} has been cancelled`,
      intro: 'your repair order has been cancelled and the courier pick-up called off.',
      rebook: 'If you still want your device repaired, you can book a new order:',
    },
    quote: {
      readySubject: (rma) => `Repair quote for order ${rma}`,
      readyIntro:
        'we have inspected your device. The repair is not covered by the warranty, so please confirm the quote:',
      fee: 'Item',
      amount: 'Amount',
      total: 'Total',
      feeTypes: { part: 'Part', labour: 'Labour', diagnosis: 'Diagnosis', shipping: 'Shipping' },
      answerLink:
        'Approve or decline the quote on your order page. If you decline it, we send the device back unrepaired.',
      answeredSubject: (rma) => `Your answer to the quote for order ${rma}`,
      approved: 'thank you for approving the quote. We are starting the repair.',
      declined:
        'you declined the quote, so we are sending your device back unrepaired. The return tracking number is on your order page.',
    },
    spare: {
      subject: (id) => `Your order no. ${id} is confirmed`,
      intro:
        'thank you for your order. We will confirm it and send you the payment details; the invoice follows the shipment.',
      orderNumber: 'Order number',
      item: 'Item',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      subtotal: 'Subtotal',
      total: 'Total',
      invoiceTitle: 'Invoice details',
      invoiceType: { '1': 'Personal', '2': 'Company' },
      invoiceName: 'Name',
      taxNo: 'Tax number',
      invoiceAddress: 'Address',
      invoiceEmail: 'Invoice e-mail',
      bank: 'Bank and account',
      deliveryTitle: 'Delivery address',
      remark: 'Remark',
      lookup: 'Follow the order on the lookup page with your order number:',
    },
  },
  'zh-CN': {
    greeting: (name) => `${name}，您好：`,
    contact: (email, phone) => `如有疑问，请发送邮件至 ${email} 或致电 ${phone}。`,
    signature: 'PhoneCare 售后服务团队',
    repair: {
      subject: (rma) => `维修单 ${rma} 确认`,
      intro: '感谢您提交维修申请。快递员将在您选择的时间上门取件，并将设备送至我们的维修中心。',
      rmaNumber: '维修单号（RMA）',
      shipmentNo: '运单号',
      device: '设备',
      accessories: '随附配件',
      pickupTitle: '快递上门取件',
      pickupWhen: '时间',
      pickupAddress: '地址',
      checklistTitle: '快递员上门前请完成以下事项',
      checklist: [
        '备份数据：维修过程中设备可能会恢复出厂设置。',
        '退出 Google 或 Apple 账户，关闭设备定位功能并解除屏幕锁定。',
        '取出 SIM 卡和存储卡。',
        '妥善包装设备（最好使用原包装盒），仅放入维修单中列出的配件。',
        '打印维修单或快递面单，并放入包裹中。',
      ],
      lookup: '您可以在查询页面输入维修单号查看维修进度：',
      pickupSentence: (day, from, to) =>
        `快递员将于${day.month}月${day.day}日（星期${ZH_WEEKDAY[day.weekday - 1]}）${from}至${to}上门取件。`,
      privatePage: '您可以在维修单页面修改取件时间、取消维修单或答复报价：',
      attachments: '附件为维修单和快递面单。',
      orderSheetFile: (rma) => `维修单-${rma}.pdf`,
    },
    rescheduled: {
      subject: (rma) => `维修单 ${rma} 取件时间已修改`,
      intro: '快递上门取件的时间已修改。附件为更新了取件时间的快递面单。',
    },
    cancelled: {
      subject: (rma) => `维修单 ${rma} 已取消`,
      intro: '您的维修单已取消，快递上门取件也已取消。',
      rebook: '如仍需维修，您可以重新提交维修申请：',
    },
    quote: {
      readySubject: (rma) => `维修单 ${rma} 维修报价`,
      readyIntro: '我们已完成设备检测。本次维修不在保修范围内，请确认以下报价：',
      fee: '项目',
      amount: '金额',
      total: '合计',
      feeTypes: { part: '配件', labour: '人工', diagnosis: '检测', shipping: '运费' },
      answerLink: '请在维修单页面接受或拒绝报价。如拒绝报价，我们将把设备原样寄回。',
      answeredSubject: (rma) => `维修单 ${rma} 报价答复`,
      approved: '感谢您接受报价，我们将开始维修。',
      declined: '您已拒绝报价，我们将把设备原样寄回。回寄运单号可在维修单页面查看。',
    },
    spare: {
      subject: (id) => `订单 ${id} 确认`,
      intro: '感谢您的订购。我们将确认订单并发送付款信息；发货后将为您开具发票。',
      orderNumber: '订单号',
      item: '商品',
      quantity: '数量',
      unitPrice: '单价',
      subtotal: '小计',
      total: '合计',
      invoiceTitle: '发票信息',
      invoiceType: { '1': '个人', '2': '企业' },
      invoiceName: '抬头',
      taxNo: '税号',
      invoiceAddress: '地址',
      invoiceEmail: '发票邮箱',
      bank: '开户行及账号',
      deliveryTitle: '收货地址',
      remark: '备注',
      lookup: '您可以在查询页面输入订单号查看订单状态：',
    },
  },
};
