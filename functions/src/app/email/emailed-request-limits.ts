import { enforceRateLimit } from '../common/rate-limit';
import type { UseCaseOptions } from '../common/use-case-options';
import { recipientKeyOf } from '../mailings/recipient-key';

/** Requests an hour for one address (whoever asks) and from one client (whatever address). */
const perAddress = 3;
const perClient = 10;

/**
 * The limits of a form that emails something to the address typed in (lost tickets, a data
 * link): both count every request, whether or not anything is sent, so the answers tell
 * nobody whose address it is, and nobody can fill an inbox. `kind` names the form's own
 * counters.
 */
export async function limitEmailedRequests({
  services,
  kind,
  email,
  clientKey,
}: UseCaseOptions<'docs' | 'clock', { kind: string; email: string; clientKey: string }>) {
  const limit = { services, windowSeconds: 3600 };
  await enforceRateLimit({ ...limit, bucket: `${kind}-client`, clientKey, limit: perClient });
  await enforceRateLimit({
    ...limit,
    bucket: `${kind}-address`,
    clientKey: recipientKeyOf(email),
    limit: perAddress,
  });
}
