import { collections, paths } from '../../paths';
import type { Clock } from '../../ports/clock';
import {
  cursorOf,
  type DocData,
  type DocStore,
  type OrderClause,
  type QueryCursor,
} from '../../ports/doc-store';
import { backfillOnce, runOncePerStore } from '../accounts/derived-fields';
import { ensurePersonalOrganisation } from '../organisations/personal-organisation';
import type { PayoutAccountRecord } from './payout-account-records';

const batchSize = 100;
const order: OrderClause[] = [{ field: 'changedAt', direction: 'asc' }];

/** An account kept before organisations: `{uid}_{currency}`, without `orgId`. */
type LegacyPayoutAccount = DocData & {
  orgId?: string;
  uid: string;
  currency: PayoutAccountRecord['currency'];
};

/**
 * `npm run migrate`'s move of payout accounts set before organisations: each goes to its
 * owner's personal organisation (made with them as its owner when they have none yet), where
 * that organisation's events' payouts look for it. `changedAt` moves with it, so a move
 * starts no new hold. Idempotent: an account already there is kept (the old one is only
 * removed), a run cut short is finished by the next, and a finished run leaves
 * `migrations/payoutAccountOrganisations`. Returns how many accounts it moved.
 */
export function movePayoutAccountsIntoOrganisations(docs: DocStore, clock: Clock): Promise<number> {
  return backfillOnce(docs, paths.migration('payoutAccountOrganisations'), async () => {
    let moved = 0;
    let after: QueryCursor | undefined;
    for (;;) {
      const batch = await docs.query<LegacyPayoutAccount>({
        collection: collections.payoutAccounts,
        orderBy: order,
        limit: batchSize,
        ...(after ? { startAfter: after } : {}),
      });
      // Legacy accounts named their owner; one without either is nobody's to move.
      const legacies = batch.filter(
        (doc) => doc.data.orgId === undefined && typeof doc.data.uid === 'string',
      );
      for (const legacy of legacies) {
        const orgId = await ensurePersonalOrganisation(docs, legacy.data.uid, clock.now());
        const target = paths.payoutAccount(orgId, legacy.data.currency);
        moved += await docs.runTransaction(async (tx) => {
          const [old, existing] = await tx.getAll<LegacyPayoutAccount>([legacy.path, target]);
          if (!old?.data || old.data.orgId !== undefined) return 0;
          if (!existing?.data) tx.set(target, { ...old.data, orgId });
          tx.delete(legacy.path);
          return 1;
        });
      }
      const last = batch.at(-1);
      if (batch.length < batchSize || !last) return moved;
      after = cursorOf(last, order);
    }
  });
}

/** The move, once per store and process, before the first read of a payout account. */
export const ensurePayoutAccountOrganisations = runOncePerStore(
  movePayoutAccountsIntoOrganisations,
);
