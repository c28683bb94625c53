import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventWithTypes, type CreateEventRequest } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { myEventsQueryOptions } from './get-my-events';

export function createEvent(request: CreateEventRequest) {
  return apiClient.post('/api/events', request, eventWithTypes);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myEventsQueryOptions().queryKey }),
  });
}
