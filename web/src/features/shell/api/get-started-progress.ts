import type { MyEventsResponse } from '@contract/my-events';

export type GetStartedProgress = { hasEvent: boolean; hasApprovedEvent: boolean };

/**
 * How far the organiser is, from the newest page of their own events (GET /api/events/mine):
 * any event at all, and an approved one on any page (the answer counts them; an older server
 * that does not is read from the page).
 */
export function progressOf(page: MyEventsResponse): GetStartedProgress {
  return {
    hasEvent: (page.total ?? page.events.length) > 0,
    hasApprovedEvent:
      page.approvedTotal !== undefined
        ? page.approvedTotal > 0
        : page.events.some((event) => event.status === 'approved'),
  };
}
