import { cursorOf, deleteField, type DocStore, type OrderClause } from '../../ports/doc-store';
import type { Clock } from '../../ports/clock';
import { collections, paths } from '../../paths';
import type { EventKeyRecord } from '../check-in/door-records';
import { resealedPrivateKey } from './event-key-record';
import { isSealedWithCurrentKey, type WrappingKeyring } from './key-envelope';

/** What a pass over every `eventKeys` document did. */
export type ResealReport = {
  /** Documents read. */
  examined: number;
  /** Plaintext private keys sealed (the migration). */
  sealed: number;
  /** Keys sealed with a previous wrapping key, sealed again with the current one (rotation). */
  resealed: number;
  /** Already sealed with the current key: not written. */
  unchanged: number;
};

const byCreation: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const pageSize = 200;

/**
 * Seals every event's private key with the current wrapping key: plaintext ones from before
 * keys were sealed (the migration) and ones sealed with a previous key (a rotation). Each
 * document is rewritten in a transaction of its own, only if it still needs it: running it
 * again, or alongside the functions making new keys, changes nothing more. A key that does
 * not open stops the pass with the error that says why, before anything is lost.
 */
export async function resealEventKeys(
  { docs, clock }: { docs: DocStore; clock: Clock },
  keyring: WrappingKeyring,
): Promise<ResealReport> {
  const report: ResealReport = { examined: 0, sealed: 0, resealed: 0, unchanged: 0 };
  let page = await docs.query<EventKeyRecord>({
    collection: collections.eventKeys,
    orderBy: byCreation,
    limit: pageSize,
  });
  while (page.length > 0) {
    for (const { id } of page) {
      report.examined += 1;
      report[await resealOne(docs, keyring, id, clock.now())] += 1;
    }
    if (page.length < pageSize) break;
    page = await docs.query<EventKeyRecord>({
      collection: collections.eventKeys,
      orderBy: byCreation,
      limit: pageSize,
      startAfter: cursorOf(page.at(-1)!, byCreation),
    });
  }
  return report;
}

async function resealOne(
  docs: DocStore,
  keyring: WrappingKeyring,
  eventId: string,
  now: Date,
): Promise<'sealed' | 'resealed' | 'unchanged'> {
  const path = paths.eventKey(eventId);
  return docs.runTransaction(async (tx) => {
    const record = (await tx.get<EventKeyRecord>(path)).data;
    if (!record) return 'unchanged';
    const sealed = record.sealedPrivateKey;
    if (sealed && isSealedWithCurrentKey(keyring, sealed) && record.privateKey === undefined) {
      return 'unchanged';
    }
    tx.update(path, {
      ...resealedPrivateKey(keyring, eventId, record),
      privateKey: deleteField,
      sealedAt: now.toISOString(),
    });
    return sealed ? 'resealed' : 'sealed';
  });
}
