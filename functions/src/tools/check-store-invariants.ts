import { createFileOutboxMailer } from '../adapters/file-outbox-mailer';
import { createMailCollectionMailer } from '../adapters/mail-collection-mailer';
import { createPaystackGateway } from '../adapters/paystack-gateway';
import { createPaystackPayouts } from '../adapters/paystack-payouts';
import { readInvariantFacts } from '../app/invariants/read-invariant-facts';
import { embeddedLayout } from '../config/services';
import type { RuntimeConfig } from '../config/runtime-config';
import { checkInvariants, type InvariantResult } from '../domain/invariants';
import { openDocs } from './reconcile-store';

/**
 * The invariants of money and tickets (domain/invariants.ts) over the store the configuration
 * names, Paystack (the local fake) and the mail outbox: for scripts/check-invariants.mjs at
 * the end of a fault run or a soak.
 */
export async function checkStoreInvariants({
  config,
  since,
}: {
  config: RuntimeConfig;
  /** When the fake Paystack's records begin: orders from before it are not asked about. */
  since?: string;
}): Promise<InvariantResult[]> {
  const { baseUrl, secretKey } = config.paystack;
  if (!secretKey) throw new Error('PAYSTACK_SECRET_KEY is not set: Paystack cannot be asked');
  const payments = createPaystackGateway({ baseUrl, secretKey });
  const payouts = createPaystackPayouts({ baseUrl, secretKey });
  const { docs, close } = openDocs(config);
  const mailer =
    config.backend === 'firebase'
      ? createMailCollectionMailer(docs)
      : createFileOutboxMailer(embeddedLayout(config.embeddedDataDir).outboxDir, {
          now: () => new Date(),
        });
  try {
    return checkInvariants(
      await readInvariantFacts({ docs, payments, mailer, payouts }, { since }),
    );
  } finally {
    await close();
  }
}
