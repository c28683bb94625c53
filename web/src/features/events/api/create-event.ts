import { eventWithTypes, type CreateEventRequest } from '@contract/events';
import { useChosenOrganisationId } from '@/features/team/api/chosen-organisation';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { myEventsKey } from './get-my-events';

export function createEvent(request: CreateEventRequest) {
  return apiClient.post('/api/events', request, eventWithTypes);
}

/** Creates the event in the organisation chosen in the shell. */
export function useCreateEvent() {
  const orgId = useChosenOrganisationId();
  return useRefreshingMutation(
    (request: CreateEventRequest) => createEvent({ ...request, ...(orgId ? { orgId } : {}) }),
    myEventsKey,
  );
}
