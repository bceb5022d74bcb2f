import type { InvoiceType, Language } from '@portal/contracts';

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
    /** Before the link to the order's private page. */
    privatePage: string;
    lookup: string;
  };
}

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
    },
    spare: {
      subject: (id) => `Przyjęliśmy zamówienie nr ${id}`,
      intro:
        'dziękujemy, przyjęliśmy zamówienie. Sprawdzimy je, potwierdzimy i prześlemy dane do płatności; fakturę wystawimy po wysyłce.',
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
      privatePage:
        'Zamówienie, jego status i przesyłkę zobaczysz na jego stronie (link jest tylko dla Ciebie):',
      lookup: 'Status zamówienia sprawdzisz też na stronie wyszukiwania, podając numer zamówienia:',
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
    },
    spare: {
      subject: (id) => `We have received your order no. ${id}`,
      intro:
        'thank you: we have received your order. We will check and confirm it and send you the payment details; the invoice follows the shipment.',
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
      privatePage:
        'See the order, its status and its parcel on its own page (the link is yours alone):',
      lookup: 'You can also follow the order on the lookup page with your order number:',
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
    },
    spare: {
      subject: (id) => `我们已收到您的订单 ${id}`,
      intro:
        '感谢您的订购，我们已收到您的订单。我们将审核并确认订单，然后发送付款信息；发货后将为您开具发票。',
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
      privatePage: '您可以在订单专属页面查看订单、状态和包裹（该链接仅供您本人使用）：',
      lookup: '您也可以在查询页面输入订单号查看订单状态：',
    },
  },
};
