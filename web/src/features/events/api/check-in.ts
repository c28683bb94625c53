import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { attendee } from '@contract/orders';
import {
  checkInSummary,
  createDeviceResponse,
  devicesResponse,
  type CreateDeviceRequest,
} from '@contract/check-in';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { attendeesKey } from './door-lists';

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
type CheckInRead = 'summary' | 'devices';
const checkInKey = (eventId: string, read: CheckInRead) =>
  ['events', 'check-in', eventId, read] as const;

/** One of the door's reads, asked again every `refetchInterval` ms while the dashboard is open. */
function useCheckInRead<S extends StandardSchemaV1>(
  eventId: string,
  read: CheckInRead,
  schema: S,
  refetchInterval: number,
) {
  return useQuery({
    queryKey: checkInKey(eventId, read),
    queryFn: ({ signal }) =>
      apiClient.get(`${eventPath(eventId)}/check-in/${read}`, schema, signal),
    refetchInterval,
  });
}

/** Live door counts: refetched every few seconds. */
export function useCheckInSummary(eventId: string) {
  return useCheckInRead(eventId, 'summary', checkInSummary, 5_000);
}

export function useCheckInDevices(eventId: string) {
  return useCheckInRead(eventId, 'devices', devicesResponse, 15_000);
}

export function useCreateDevice(eventId: string) {
  return useRefreshingMutation(
    (request: CreateDeviceRequest) =>
      apiClient.post(`${eventPath(eventId)}/check-in/devices`, request, createDeviceResponse),
    checkInKey(eventId, 'devices'),
  );
}

export function useRevokeDevice(eventId: string) {
  return useRefreshingMutation(
    (deviceId: string) =>
      apiClient.request(`${eventPath(eventId)}/check-in/devices/${encodeURIComponent(deviceId)}`, {
        method: 'DELETE',
        schema: z.unknown(),
      }),
    checkInKey(eventId, 'devices'),
  );
}

/** Checks a ticket in by hand (`undo`: takes the check-in back); the lists and counts follow. */
export function useManualCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, undo }: { code: string; undo: boolean }) =>
      apiClient.request(`${eventPath(eventId)}/attendees/${encodeURIComponent(code)}/check-in`, {
        method: undo ? 'DELETE' : 'POST',
        schema: attendee,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attendeesKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: checkInKey(eventId, 'summary') }),
      ]),
  });
}
