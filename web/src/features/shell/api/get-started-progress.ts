import { useQuery } from '@tanstack/react-query';
import { myEventsResponse } from '@contract/events';
import { apiClient } from '@/lib/api-client';

export type GetStartedProgress = { hasEvent: boolean; hasApprovedEvent: boolean };

/**
 * How far the organiser is, from their own events (GET /api/events/mine, newest first): any
 * event at all, and an approved one on any page (the answer counts them; an older server
 * that does not is read from the newest page). Keyed under ['events', 'mine'], so
 * creating, deleting or a decision on an event refreshes it with the events list.
 */
export function useGetStartedProgress() {
  return useQuery({
    queryKey: ['events', 'mine', 'get-started'],
    queryFn: ({ signal }) => apiClient.get('/api/events/mine', myEventsResponse, signal),
    select: (page): GetStartedProgress => ({
      hasEvent: (page.total ?? page.events.length) > 0,
      hasApprovedEvent:
        page.approvedTotal !== undefined
          ? page.approvedTotal > 0
          : page.events.some((event) => event.status === 'approved'),
    }),
  });
}
