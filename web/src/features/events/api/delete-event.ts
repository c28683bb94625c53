import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { myEventsKey } from './get-my-events';

/** 204 on success; 409 `conflict` with the reason when the event has sales. */
export async function deleteEvent(id: string): Promise<void> {
  await apiClient.request(`/api/events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

export type DeleteOutcome = { id: string; error?: unknown };

/** Deletes each event on its own, so one refusal does not stop the others. */
export async function deleteEvents(ids: string[]): Promise<DeleteOutcome[]> {
  const results = await Promise.allSettled(ids.map((id) => deleteEvent(id)));
  return results.map((result, index) => ({
    id: ids[index]!,
    ...(result.status === 'rejected' ? { error: result.reason as unknown } : {}),
  }));
}

export function useDeleteEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvents,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myEventsKey }),
  });
}
