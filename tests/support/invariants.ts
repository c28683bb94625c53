import path from 'node:path';
import { createFileOutboxMailer } from '../../functions/src/adapters/file-outbox-mailer';
import { createMailCollectionMailer } from '../../functions/src/adapters/mail-collection-mailer';
import { createPaystackGateway } from '../../functions/src/adapters/paystack-gateway';
import { readInvariantFacts } from '../../functions/src/app/invariants/read-invariant-facts';
import { checkInvariants } from '../../functions/src/domain/invariants';
import { systemClock } from '../../functions/src/ports/clock';
import { backendDocs } from './backend-docs';
import { testEnv } from './test-env';

/**
 * The invariants of money and tickets (functions/src/domain/invariants.ts) over one event's
 * sales on the stack under test, asked of its store, the fake Paystack and its outbox: each
 * violation as `invariant: what`. One event, because other files sell beside it meanwhile.
 */
export async function invariantViolationsOf(eventId: string): Promise<string[]> {
  const docs = backendDocs();
  const mailer =
    testEnv.backend === 'firebase'
      ? createMailCollectionMailer(docs)
      : createFileOutboxMailer(path.join(testEnv.dataDir, 'outbox'), systemClock);
  const payments = createPaystackGateway({
    baseUrl: testEnv.paystackUrl,
    secretKey: testEnv.paystackSecret,
  });
  const facts = await readInvariantFacts({ docs, payments, mailer }, { eventId });
  return checkInvariants(facts).flatMap((result) =>
    result.violations.map((violation) => `${result.name}: ${violation}`),
  );
}
