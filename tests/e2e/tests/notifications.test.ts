import { expect } from 'vitest';
import { advanceOrder, bookReservedRepair, placeSpareOrder } from '../src/api';
import { browserSuite } from '../src/browser';
import { expectOneMailPerStep, mailText } from '../src/mail';
import { atSize, SCREENS } from '../src/screens';
import { customer } from '../src/wizard';

// Independent journeys, each with its own customer and context: side by side.
const { journey } = browserSuite({ concurrent: true });

/**
 * A repair followed from its booking to its return, and a cart order from its
 * placement to its completion: one e-mail per step, in the order's language,
 * readable on a phone, every link of it opening.
 */

let run = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}${(run++).toString(36)}`;

for (const screen of SCREENS) {
  const { language } = screen;

  journey(
    `${screen.name}: a repair's customer gets one e-mail per step, each opening`,
    async ({ page }) => {
      await atSize(page, screen);
      const who = customer(uniqueSuffix());
      const { created } = await bookReservedRepair(who.email, language, 1);
      for (const to of ['toBeReceivedByFactory', 'checking', 'processing', 'repaired', 'finished'])
        await advanceOrder(created, to);

      const kinds = [
        'repair-booked',
        'repair-picked-up',
        'repair-received',
        'repair-repaired',
        'repair-shipped',
      ];
      await expectOneMailPerStep(page, who.email, kinds, language, created.rmaNumber, (kind) =>
        mailText(language, `progress.${kind}.subject`, { rmaNumber: created.rmaNumber }),
      );
    },
    { language, timeout: 180_000 },
  );

  journey(
    `${screen.name}: a cart order's customer gets one e-mail per step, each opening`,
    async ({ page }) => {
      await atSize(page, screen);
      const person = customer(uniqueSuffix());
      const who = { ...person, postalCode: person.postal };
      const order = await placeSpareOrder(who, language);
      for (const to of ['confirmed', 'paid', 'shipped', 'invoiced']) await advanceOrder(order, to);

      const kinds = [
        'spare-order-placed',
        'spare-order-confirmed',
        'spare-order-shipped',
        'spare-order-completed',
      ];
      const mails = await expectOneMailPerStep(
        page,
        who.email,
        kinds,
        language,
        String(order.orderId),
        (kind) => mailText(language, `spareProgress.${kind}.subject`, { orderId: order.orderId }),
      );
      // The confirmation carries the payment details the placement's e-mail promised.
      const confirmed = mails.find((mail) => mail.kind === 'spare-order-confirmed')?.text ?? '';
      for (const key of ['paymentTitle', 'payee', 'account', 'amount', 'transferTitle'])
        expect(confirmed).toContain(mailText(language, `spareProgress.${key}`));
      expect(confirmed).toContain(
        mailText(language, 'spareProgress.transferTitleText', { orderId: order.orderId }),
      );
    },
    { language, timeout: 180_000 },
  );
}
