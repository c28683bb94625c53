/**
 * The transfer race (issue 23): a claim, a door scan of the old code and a refund of the
 * order, all at the same moment, on both DocStores. Whatever order they commit in, the
 * order ends with one valid holder or none: never two valid codes, never a claim and a
 * check-in of the code it voided.
 */
import { describe, expect, it } from 'vitest';
import { collections, paths } from '../../paths';
import { docStoreHarnesses, type DocStoreHarness } from '../../test-support/doc-store-harnesses';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { at, front, scanOf } from '../../test-support/scan-fixtures';
import {
  claimLinkIn,
  storeHeldTicket,
  transferServices,
} from '../../test-support/transfer-fixtures';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import { recordScans } from '../check-in/record-scans';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { claimTransfer } from './claim-transfer';
import { startTransfer } from './start-transfer';

const rounds = 4;
const friend = { toName: 'Ada Friend', toEmail: 'ada@example.com' };

/** A store for the race and its services, the mail they send kept. */
async function raceBed(open: DocStoreHarness['open']) {
  const docs = await open();
  const { mailer, sent } = dedupingMailer();
  const services = transferServices(docs, mailer);
  return {
    docs,
    services,
    /** A ticket of a new paid order, offered to the friend: its order, code, QR and claim link. */
    async offeredTicket() {
      const held = await storeHeldTicket(docs);
      await startTransfer({ services, code: held.code, ...friend });
      return { ...held, link: claimLinkIn(sent) };
    },
    /** The order's tickets, and those of them still valid. */
    async ticketsOf(orderId: string) {
      const tickets = await docs.query<TicketRecord>({
        collection: collections.tickets,
        where: [{ field: 'orderId', op: '==', value: orderId }],
      });
      const valid = tickets.filter((ticket) => (ticket.data.status ?? 'valid') === 'valid');
      return { tickets, valid };
    },
  };
}

describe.each(docStoreHarnesses('demo-transfer-race'))('the transfer race on $name', ({ open }) => {
  it('claim vs door scan vs refund leaves one valid holder or none', async () => {
    const { docs, services, offeredTicket, ticketsOf } = await raceBed(open);
    for (let round = 0; round < rounds; round++) {
      const { eventId, orderId, code, qr, link } = await offeredTicket();
      // Each round gives a different one a head start, then all three go at once.
      const contenders = [
        () => claimTransfer({ services, ...link }),
        () =>
          recordScans({
            services,
            eventId,
            scanner: front,
            scans: [scanOf(qr(code), at('20:00'))],
          }),
        () =>
          refundPaidOrder(services, orderId, {
            voidReason: 'refunded',
            reason: 'Refunded',
            by: 'organiser',
          }),
      ];
      const order = [...contenders.slice(round % 3), ...contenders.slice(0, round % 3)];
      const [claim, scan, refund] = await (async () => {
        const settled = await Promise.allSettled(order.map((run) => run()));
        const back = [...settled.slice(3 - (round % 3)), ...settled.slice(0, 3 - (round % 3))];
        return back as [
          PromiseSettledResult<{ code: string }>,
          PromiseSettledResult<Awaited<ReturnType<typeof recordScans>>>,
          PromiseSettledResult<unknown>,
        ];
      })();

      // Only refusals the rule allows, nothing else went wrong.
      expect(refund.status).toBe('fulfilled');
      expect(scan.status).toBe('fulfilled');
      if (claim.status === 'rejected') {
        expect(claim.reason).toMatchObject({ code: 'conflict' });
      }
      const { tickets, valid } = await ticketsOf(orderId);
      // The refund went through, so nobody holds a valid ticket of this order any more.
      expect((await docs.get<OrderRecord>(paths.order(orderId))).data?.status).toBe('refunded');
      expect(valid).toHaveLength(0);
      expect(tickets.length).toBe(claim.status === 'fulfilled' ? 2 : 1);

      const scanAnswer = scan.status === 'fulfilled' ? scan.value[0] : undefined;
      if (claim.status === 'fulfilled') {
        // The claim won the old code: the door could not also have let it in.
        expect(scanAnswer?.result).not.toBe('valid');
        const old = tickets.find((ticket) => ticket.id === code)!.data;
        expect(old).toMatchObject({ voidReason: 'transferred', replacedBy: claim.value.code });
        expect(old.checkedInAt).toBeUndefined();
      }
      if (scanAnswer?.result === 'valid') {
        expect(claim.status).toBe('rejected');
      }
    }
  });

  it('without the refund, claim vs door scan leaves exactly one valid holder', async () => {
    const { services, offeredTicket, ticketsOf } = await raceBed(open);
    for (let round = 0; round < rounds; round++) {
      const { eventId, orderId, code, qr, link } = await offeredTicket();
      const scan = () =>
        recordScans({ services, eventId, scanner: front, scans: [scanOf(qr(code), at('20:00'))] });
      const claim = () => claimTransfer({ services, ...link });
      // Either one is started first, in turns.
      let claiming: ReturnType<typeof claim>;
      let scanning: ReturnType<typeof scan>;
      if (round % 2 === 0) {
        claiming = claim();
        scanning = scan();
      } else {
        scanning = scan();
        claiming = claim();
      }
      const [claimed, scanned] = await Promise.allSettled([claiming, scanning]);
      const { valid } = await ticketsOf(orderId);
      expect(valid).toHaveLength(1);
      const letIn = scanned.status === 'fulfilled' && scanned.value[0]?.result === 'valid';
      // Exactly one of them won the ticket.
      expect(letIn).toBe(claimed.status === 'rejected');
      if (letIn) expect(valid[0]!.id).toBe(code);
      else expect(valid[0]!.data).toMatchObject({ replaces: code, email: friend.toEmail });
    }
  });
});
