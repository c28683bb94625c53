import { eventWithTypes, type CreateEventRequest } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { myEventsQueryOptions } from './get-my-events';

export function createEvent(request: CreateEventRequest) {
  return apiClient.post('/api/events', request, eventWithTypes);
}

export function useCreateEvent() {
  return useRefreshingMutation(createEvent, myEventsQueryOptions().queryKey);
}
