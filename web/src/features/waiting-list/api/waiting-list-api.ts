import type { BeginTransactionResponse } from '@contract/checkout';
import type {
  JoinWaitingListRequest,
  JoinWaitingListResponse,
  WaitingEntryView,
} from '@contract/waiting-list';
import { ensureAnonymousSession } from '@/features/auth/api/ensure-anonymous-session';
import { apiClient, unchecked } from '@/lib/api-client';

/**
 * The buyer's calls about waiting lists. The answers are typed, not parsed: the full zod
 * contract would weigh more than these small screens (the server builds them from it).
 */
const listPath = (eventId: string, typeId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/waitingLists/${encodeURIComponent(typeId)}`;

/** The header the entry's secret travels in (contract/waiting-list.ts), never the address. */
const tokenHeader = 'x-waiting-list-token';

export type EntryRef = { eventId: string; typeId: string; entryId: string };
const entryPath = ({ eventId, typeId, entryId }: EntryRef) =>
  `${listPath(eventId, typeId)}/entries/${encodeURIComponent(entryId)}`;

/** Joins a sold-out type's list; joins are limited per session, so one is made first. */
export async function joinWaitingList(
  eventId: string,
  typeId: string,
  request: JoinWaitingListRequest,
): Promise<JoinWaitingListResponse> {
  await ensureAnonymousSession();
  return apiClient.post(
    `${listPath(eventId, typeId)}/join`,
    request,
    unchecked<JoinWaitingListResponse>(),
  );
}

export function readWaitingEntry(entry: EntryRef, token: string, signal?: AbortSignal) {
  return apiClient.request(entryPath(entry), {
    schema: unchecked<WaitingEntryView>(),
    headers: { [tokenHeader]: token },
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function leaveWaitingList(entry: EntryRef, token: string) {
  return apiClient.post(`${entryPath(entry)}/leave`, { token }, unchecked<{ state: string }>());
}

/** Buys the offer: a held order to pay in the popup (or, free, its tickets). */
export async function claimOffer(entry: EntryRef, token: string) {
  await ensureAnonymousSession();
  return apiClient.post(
    `${entryPath(entry)}/claim`,
    { token },
    unchecked<BeginTransactionResponse>(),
  );
}
