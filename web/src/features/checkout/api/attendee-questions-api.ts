import { apiClient } from '@/lib/api-client';

/**
 * What the event asks of each ticket's holder, checked with its contract: both loaded only
 * when a buyer starts to buy (the page's first load reads neither).
 */
export async function loadAttendeeQuestions(eventId: string) {
  const { attendeeDetailsSettings } = await import('@contract/attendee-details');
  return apiClient.get(
    `/api/events/${encodeURIComponent(eventId)}/attendeeQuestions`,
    attendeeDetailsSettings,
  );
}
