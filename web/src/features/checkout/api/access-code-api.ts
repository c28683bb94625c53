import { ensureAnonymousSession } from '@/features/auth/api/ensure-anonymous-session';
import { apiClient } from '@/lib/api-client';

/**
 * The hidden ticket types a code unlocks, checked with the full contract, which is loaded
 * only when a buyer types a code or arrives with one in the link.
 */
export async function checkAccessCode(eventId: string, code: string) {
  const [{ accessCodeCheckResponse }] = await Promise.all([
    import('@contract/access-codes'),
    // The check is a buyer's (guesses are limited per buyer): a session first, as for Buy.
    ensureAnonymousSession(),
  ]);
  return apiClient.post(
    `/api/events/${encodeURIComponent(eventId)}/accessCodeCheck`,
    { code },
    accessCodeCheckResponse,
  );
}
