import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventWithTypes, type UpdateEventRequest } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { eventQueryOptions } from './get-event';
import { myEventsKey } from './get-my-events';

/** Sends the whole draft: types with an id are kept, new ones have none, missing ones go. */
export function updateEvent({ id, request }: { id: string; request: UpdateEventRequest }) {
  return apiClient.put(`/api/events/${encodeURIComponent(id)}`, request, eventWithTypes);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      // The answer says nothing of the viewer's rights: they stay what the event's read said.
      queryClient.setQueryData(eventQueryOptions(event.id).queryKey, (before) => ({
        ...event,
        ...(before?.yourRights ? { yourRights: before.yourRights } : {}),
      }));
      return queryClient.invalidateQueries({ queryKey: myEventsKey });
    },
  });
}
