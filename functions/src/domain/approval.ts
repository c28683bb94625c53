import type { ApprovalStatus } from '../contract/event-summary';
import type { ApiKeyPrincipal } from './api-key-principal';

/** SPEC.md's reading of `approved`: true approved, false rejected, unset pending. */
export function approvalStatusOf(approved: boolean | undefined): ApprovalStatus {
  if (approved === true) return 'approved';
  if (approved === false) return 'rejected';
  return 'pending';
}

/**
 * Who asks. `signedInAt` (the ID token's `auth_time`, where a request has one) tells which
 * sign-in it is, for the two-step check of money actions (app/two-step). `apiKey`: the
 * request came with an API key, which acts in its organisation as its role allows.
 */
export type Viewer =
  { uid: string; isAdmin: boolean; signedInAt?: Date; apiKey?: ApiKeyPrincipal } | undefined;

/** Buyers see approved events only; the owner and administrators see every state. */
export function canViewEvent(event: { uid: string; approved?: boolean }, viewer: Viewer): boolean {
  if (event.approved === true) return true;
  if (!viewer) return false;
  return viewer.isAdmin || viewer.uid === event.uid;
}

/**
 * Buyers may buy tickets of an approved event that was not cancelled. A cancelled event
 * stays approved (its public page says it was cancelled), but sells nothing.
 */
export function isOnSale(event: { approved?: boolean; cancelledAt?: string } | undefined): boolean {
  return event?.approved === true && event.cancelledAt === undefined;
}

export function canEditEvent(
  event: { uid: string },
  viewer: Viewer,
): viewer is NonNullable<Viewer> {
  if (!viewer) return false;
  return viewer.isAdmin || viewer.uid === event.uid;
}
