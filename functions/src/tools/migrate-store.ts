import { systemClock } from '../ports/clock';
import type { RuntimeConfig } from '../config/runtime-config';
import { moveEventsIntoOrganisations } from '../app/organisations/move-events-into-organisations';
import { movePayoutAccountsIntoOrganisations } from '../app/payout-accounts/move-payout-accounts';
import { openDocs } from './reconcile-store';

export type MigrationReport = { eventsMoved: number; payoutAccountsMoved: number };

/**
 * `npm run migrate` (scripts/migrate.mjs, also run by `npm run deploy`): the data made by
 * earlier versions brought to what this one reads, in the store `config` names. Each step is
 * idempotent, so running it again changes nothing.
 */
export async function migrateStore({
  config,
}: {
  config: RuntimeConfig;
}): Promise<MigrationReport> {
  const { docs, close } = openDocs(config);
  try {
    const eventsMoved = await moveEventsIntoOrganisations(docs, systemClock);
    const payoutAccountsMoved = await movePayoutAccountsIntoOrganisations(docs, systemClock);
    return { eventsMoved, payoutAccountsMoved };
  } finally {
    await close();
  }
}
