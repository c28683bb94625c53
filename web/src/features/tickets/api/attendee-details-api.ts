import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketAttendeeDetails, type EditAttendeeDetailsRequest } from '@contract/attendee-details';
import { apiClient } from '@/lib/api-client';

const path = (code: string) => `/api/tickets/${encodeURIComponent(code)}/attendeeDetails`;
const key = (code: string) => ['tickets', 'attendeeDetails', code];

/** The ticket's holder and answers, for the buyer of its order (anyone else: a 404). */
export function useTicketAttendeeDetails(code: string) {
  return useQuery({
    queryKey: key(code),
    queryFn: ({ signal }) => apiClient.get(path(code), ticketAttendeeDetails, signal),
    retry: false,
  });
}

export function useEditTicketAttendeeDetails(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: EditAttendeeDetailsRequest) =>
      apiClient.request(path(code), { method: 'PATCH', body: edit, schema: ticketAttendeeDetails }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key(code), saved);
      // The ticket's own view shows the holder's name.
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'detail', code] });
    },
  });
}
