/**
 * The repair service agreement of the NovaTel brand, shown in the repair
 * wizard before the customer gives consent. It is HTML, as upstream stores it;
 * the web app sanitises it before showing it.
 */

export const NOVATEL_AGREEMENT_PL = `<h2>Warunki usługi naprawy urządzeń NovaTel</h2>
<p>Niniejsze warunki określają zasady przyjmowania, naprawy i zwrotu telefonów marki NovaTel przez autoryzowany serwis PhoneCare Serwis Sp. z o.o. (dalej: „Serwis”). Zamówienie naprawy w portalu oznacza akceptację poniższych warunków.</p>
<h3>1. Przyjęcie urządzenia</h3>
<p>Urządzenie odbiera kurier w terminie wybranym przez Klienta. Przed wysyłką Klient wyłącza blokadę konta (np. NovaTel ID), usuwa kod blokady ekranu lub podaje go w opisie usterki oraz wykonuje kopię zapasową danych. Serwis nie odpowiada za dane pozostawione w urządzeniu.</p>
<h3>2. Diagnoza i wycena</h3>
<ul>
<li>Diagnoza urządzenia jest bezpłatna, jeżeli Klient zaakceptuje wycenę naprawy.</li>
<li>Naprawy pogwarancyjne oraz uszkodzenia mechaniczne, zalania i ślady ingerencji osób trzecich wymagają akceptacji kosztorysu przez Klienta.</li>
<li>Brak odpowiedzi na wycenę w ciągu 14 dni oznacza rezygnację z naprawy; urządzenie zostanie odesłane bez naprawy, a Serwis może naliczyć opłatę za diagnozę w wysokości 20,00 EUR.</li>
</ul>
<h3>3. Termin naprawy</h3>
<p>Serwis dokłada starań, aby naprawa gwarancyjna trwała nie dłużej niż 14 dni roboczych od dnia odbioru urządzenia przez kuriera. Termin może się wydłużyć, jeżeli konieczne jest sprowadzenie części zamiennej; Klient jest o tym informowany na bieżąco, a status zamówienia można sprawdzić w portalu po numerze RMA lub IMEI.</p>
<h3>4. Gwarancja na naprawę</h3>
<ol>
<li>Na wymienione części oraz wykonaną usługę Serwis udziela 3 miesięcy gwarancji.</li>
<li>Gwarancja nie obejmuje uszkodzeń powstałych po naprawie z winy użytkownika.</li>
<li>Uprawnienia z tytułu gwarancji producenta i rękojmi pozostają bez zmian.</li>
</ol>
<h3>5. Dane osobowe</h3>
<p>Administratorem danych osobowych podanych w zamówieniu jest PhoneCare Serwis Sp. z o.o. Dane są przetwarzane wyłącznie w celu realizacji naprawy, wysyłki i rozliczenia usługi. Szczegóły zawiera polityka prywatności dostępna w portalu.</p>`;

export const NOVATEL_AGREEMENT_EN = `<h2>NovaTel device repair service terms</h2>
<p>These terms govern how NovaTel phones are accepted, repaired and returned by the authorised service centre PhoneCare Serwis Sp. z o.o. (the "Service"). Booking a repair in the portal means accepting these terms.</p>
<h3>1. Accepting the device</h3>
<p>A courier collects the device at the time chosen by the customer. Before shipping, the customer turns off the account lock (e.g. NovaTel ID), removes the screen lock code or gives it in the fault description, and backs up their data. The Service is not responsible for data left on the device.</p>
<h3>2. Diagnosis and quotation</h3>
<ul>
<li>Diagnosis is free of charge if the customer accepts the repair quotation.</li>
<li>Out-of-warranty repairs and mechanical damage, liquid damage or signs of third-party tampering require the customer to accept a quotation.</li>
<li>If the customer does not reply to a quotation within 14 days, the repair is considered declined; the device is returned unrepaired and the Service may charge a diagnosis fee of EUR 20.00.</li>
</ul>
<h3>3. Repair time</h3>
<p>The Service aims to complete a warranty repair within 14 working days of the courier collecting the device. This may take longer when a spare part has to be ordered; the customer is kept informed, and the order status can be checked in the portal by RMA number or IMEI.</p>
<h3>4. Repair warranty</h3>
<ol>
<li>The Service gives a 3-month warranty on replaced parts and the work performed.</li>
<li>The warranty does not cover damage caused by the user after the repair.</li>
<li>The manufacturer's warranty and statutory consumer rights remain unaffected.</li>
</ol>
<h3>5. Personal data</h3>
<p>The controller of the personal data given in the order is PhoneCare Serwis Sp. z o.o. The data is processed only to carry out the repair, the shipping and the billing of the service. See the privacy policy in the portal for details.</p>`;

export const NOVATEL_AGREEMENT_ZH = `<h2>NovaTel 设备维修服务条款</h2>
<p>本条款规定授权服务中心 PhoneCare Serwis Sp. z o.o.（以下简称“服务中心”）接收、维修和寄回 NovaTel 手机的规则。在门户网站提交维修订单即表示接受本条款。</p>
<h3>1. 设备接收</h3>
<p>快递员将在客户选择的时间上门取件。寄出前，客户应关闭账户锁（例如 NovaTel ID），移除屏幕锁密码或在故障描述中提供密码，并备份数据。服务中心不对设备中遗留的数据负责。</p>
<h3>2. 检测与报价</h3>
<ul>
<li>如客户接受维修报价，检测免费。</li>
<li>保修期外维修以及机械损坏、进液或第三方拆修痕迹，需客户确认报价后方可维修。</li>
<li>客户在 14 天内未回复报价，视为放弃维修；设备将不经维修寄回，服务中心可收取 20.00 欧元检测费。</li>
</ul>
<h3>3. 维修时间</h3>
<p>服务中心力争在快递取件后 14 个工作日内完成保修维修。如需订购备件，时间可能延长；客户将及时获得通知，并可在门户网站通过 RMA 编号或 IMEI 查询订单状态。</p>
<h3>4. 维修保修</h3>
<ol>
<li>服务中心对更换的部件和维修服务提供 3 个月保修。</li>
<li>保修不包括维修后因用户原因造成的损坏。</li>
<li>制造商保修及法定消费者权利不受影响。</li>
</ol>
<h3>5. 个人数据</h3>
<p>订单中个人数据的控制者为 PhoneCare Serwis Sp. z o.o.。数据仅用于维修、寄送和服务结算。详情请参阅门户网站上的隐私政策。</p>`;
