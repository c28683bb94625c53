import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendeeDetailsView, type AttendeeDetailsSettingsInput } from '@contract/attendee-details';
import { apiClient } from '@/lib/api-client';

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/attendeeDetails`;
const key = (eventId: string) => ['events', 'attendeeDetails', eventId];

/** What the event asks of each ticket's holder, and the questions removed since. */
export function useAttendeeDetails(eventId: string) {
  return useQuery({
    queryKey: key(eventId),
    queryFn: ({ signal }) => apiClient.get(path(eventId), attendeeDetailsView, signal),
  });
}

/** Saves the settings whole: a question left out is archived, its answers kept. */
export function useSaveAttendeeDetails(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AttendeeDetailsSettingsInput) =>
      apiClient.put(path(eventId), settings, attendeeDetailsView),
    onSuccess: (saved) => queryClient.setQueryData(key(eventId), saved),
  });
}
