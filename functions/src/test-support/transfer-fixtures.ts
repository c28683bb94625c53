/** A ticket of a paid order for the transfer tests: its event, code and QR code, and the services. */
import type { Mailer, MailMessage } from '../ports/mailer';
import type { DocStore } from '../ports/doc-store';
import { paths } from '../paths';
import type { PaymentGateway } from '../ports/payment-gateway';
import { clock, newEvent, storeTickets, ticketOf } from './scan-fixtures';
import { heldOrder } from './checkout-fixtures';

export const holder = 'guest@example.com';

export function transferServices(docs: DocStore, mailer: Mailer) {
  return {
    docs,
    clock,
    mailer,
    publicBaseUrl: 'https://tickets.example',
    // Free orders never reach the gateway: a call would be a bug in the test.
    payments: new Proxy({} as PaymentGateway, {
      get: () => () => Promise.reject(new Error('No payment gateway in these tests')),
    }),
  };
}

/** One valid ticket of a free, paid order (`orderId`) of a new event. */
export async function storeHeldTicket(docs: DocStore) {
  const { eventId, qr } = await newEvent(docs);
  const orderId = `order-${eventId}`;
  const [code] = await storeTickets(docs, [ticketOf(eventId, { orderId, email: holder })]);
  await docs.set(
    paths.order(orderId),
    heldOrder(clock.now(), {
      eventId,
      email: holder,
      amount: 0,
      status: 'paid',
      paidAt: clock.now().toISOString(),
      items: [{ typeId: 'gen', name: 'General', quantity: 1, unitPrice: 0 }],
      ticketCodes: [code!],
    }),
  );
  return { eventId, orderId, code: code!, qr };
}

/** The transfer id and token of the claim link in the last transfer email. */
export function claimLinkIn(sent: readonly MailMessage[]): { transferId: string; token: string } {
  const message = [...sent].reverse().find((mail) => mail.idempotencyKey?.startsWith('transfer_'));
  const match = message?.text.match(/\/claim\/([A-Za-z0-9_-]+)#([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error('No claim link was emailed');
  return { transferId: match[1]!, token: match[2]! };
}
