import { systemClock } from '../ports/clock';
import type { RuntimeConfig } from '../config/runtime-config';
import { moveEventsIntoOrganisations } from '../app/organisations/move-events-into-organisations';
import { openDocs } from './reconcile-store';

export type MigrationReport = { eventsMoved: number };

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
    return { eventsMoved: await moveEventsIntoOrganisations(docs, systemClock) };
  } finally {
    await close();
  }
}
