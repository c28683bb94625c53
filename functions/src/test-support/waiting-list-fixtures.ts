import { allocatePurchases } from '../app/allocator/allocate-purchases';
import type { OrderRecord, PurchaseRequestRecord } from '../app/checkout/checkout-records';
import { entryIdOf } from '../app/waiting-list/join-waiting-list';
import type {
  WaitingEntryRecord,
  WaitingListRecord,
} from '../app/waiting-list/waiting-list-records';
import { collections, paths } from '../paths';
import type { DocStore, ExistingDoc } from '../ports/doc-store';
import { startOnlyPayments, testPlatformFee, testPurchaseLimit } from './checkout-fixtures';
import { dedupingMailer } from './deduping-mailer';
import type { MailMessage } from '../ports/mailer';

/**
 * One event (`e1` unless named) with a type `ga` for waiting-list tests: the services every use case of the
 * list, the allocator and a claim need, on a clock the test moves.
 */
export function waitingListWorld(docs: () => DocStore, start: number, eventId = 'e1') {
  const { mailer, sent } = dedupingMailer();
  const world = {
    now: start,
    sent,
    /** How many sends from now on fail (a mail service down). */
    failingSends: 0,
    services: () => ({
      docs: docs(),
      clock: { now: () => new Date(world.now) },
      mailer: {
        send: async (message: MailMessage) => {
          if (world.failingSends > 0) {
            world.failingSends -= 1;
            throw new Error('The mail service is down');
          }
          await mailer.send(message);
        },
      },
      publicBaseUrl: 'https://tickets.test',
      payments: startOnlyPayments,
      platformFee: testPlatformFee,
      purchaseRateLimit: { ...testPurchaseLimit, limit: 100_000 },
    }),
    /**
     * A public purchase (with a promo code when given), queued and decided: the order's id,
     * or the refusal's code.
     */
    async buy(
      uid: string,
      quantity: number,
      promoCode?: string,
    ): Promise<{ orderId?: string; refusal?: string }> {
      const id = `r-${eventId}-${uid}-${world.now}`;
      const request: PurchaseRequestRecord = {
        eventId,
        uid,
        email: `${uid}@example.com`,
        items: [{ typeId: 'ga', quantity }],
        createdAt: new Date(world.now).toISOString(),
        status: 'pending',
        ...(promoCode ? { promoCode } : {}),
      };
      await docs().set(paths.purchaseRequest(id), request);
      await allocatePurchases(world.services());
      const answered = (await docs().get<PurchaseRequestRecord>(paths.purchaseRequest(id))).data!;
      return answered.status === 'granted'
        ? { orderId: answered.orderId! }
        : { refusal: answered.refusal!.code };
    },
    async list(): Promise<WaitingListRecord | undefined> {
      return (await docs().get<WaitingListRecord>(paths.waitingList(eventId, 'ga'))).data;
    },
    async entry(email: string): Promise<WaitingEntryRecord | undefined> {
      const path = paths.waitingListEntry(eventId, 'ga', entryIdOf(email));
      return (await docs().get<WaitingEntryRecord>(path)).data;
    },
    async taken(): Promise<number> {
      return (await docs().get<{ taken: number }>(paths.stock(eventId, 'ga'))).data?.taken ?? 0;
    },
    async orders(): Promise<Array<ExistingDoc<OrderRecord>>> {
      return docs().query<OrderRecord>({
        collection: collections.orders,
        where: [{ field: 'eventId', op: '==', value: eventId }],
      });
    },
  };
  return world;
}

/** The token of the link in the last email sent to `email`. */
export function linkTokenFor(sent: ReadonlyArray<{ to: string; text: string }>, email: string) {
  const mail = [...sent].reverse().find((message) => message.to === email);
  return mail?.text.match(/#([A-Za-z0-9_-]{22})/)?.[1];
}
