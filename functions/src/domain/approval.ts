import type { ApprovalStatus } from '../contract/events';

/** SPEC.md's reading of `approved`: true approved, false rejected, unset pending. */
export function approvalStatusOf(approved: boolean | undefined): ApprovalStatus {
  if (approved === true) return 'approved';
  if (approved === false) return 'rejected';
  return 'pending';
}

export type Viewer = { uid: string; isAdmin: boolean } | undefined;

/** Buyers see approved events only; the owner and administrators see every state. */
export function canViewEvent(event: { uid: string; approved?: boolean }, viewer: Viewer): boolean {
  if (event.approved === true) return true;
  if (!viewer) return false;
  return viewer.isAdmin || viewer.uid === event.uid;
}

export function canEditEvent(
  event: { uid: string },
  viewer: Viewer,
): viewer is NonNullable<Viewer> {
  if (!viewer) return false;
  return viewer.isAdmin || viewer.uid === event.uid;
}
