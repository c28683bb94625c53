import type { WhatsOnResponse } from '@contract/listing';
import { resolveApiUrl } from '@/lib/api-url';

/** Events the landing shows at most. */
export const upcomingOnLanding = 4;

/**
 * The next few listed events (GET /api/whats-on), soonest first. Taken by the contract's type
 * unchecked, as the public event page's reads are (web/src/lib/api-client.ts `unchecked`): the
 * landing downloads no zod. Anything but an answer is none: the section then offers the link
 * to What's on alone.
 */
export async function loadUpcomingEvents(signal: AbortSignal): Promise<WhatsOnResponse['events']> {
  const response = await fetch(resolveApiUrl(`/api/whats-on?limit=${upcomingOnLanding}`), {
    signal,
  });
  if (!response.ok) return [];
  const body = (await response.json()) as WhatsOnResponse;
  return Array.isArray(body.events) ? body.events : [];
}
