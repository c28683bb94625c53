import { systemClock } from '../ports/clock';
import type { RuntimeConfig } from '../config/runtime-config';
import { parseWrappingKeys } from '../app/tickets/key-envelope';
import { resealEventKeys, type ResealReport } from '../app/tickets/reseal-event-keys';
import { openDocs } from './reconcile-store';

/**
 * `npm run keys:migrate` and `npm run keys:rotate` (scripts/keys.mjs): every event's signing
 * key sealed with the current wrapping key of `config`, in the store it names.
 */
export async function resealStoreKeys({
  config,
}: {
  config: RuntimeConfig;
}): Promise<ResealReport & { currentKeyId: string }> {
  // Parsed before the store is opened: a missing or malformed setting changes nothing.
  const keyring = parseWrappingKeys(config.ticketKeyWrappingKeys);
  const { docs, close } = openDocs(config);
  try {
    const report = await resealEventKeys({ docs, clock: systemClock }, keyring);
    return { ...report, currentKeyId: keyring.currentKeyId };
  } finally {
    await close();
  }
}
