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
import { attendeesKey } from './door-lists';

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
const summaryKey = (eventId: string) => ['events', 'check-in', eventId, 'summary'] as const;
const devicesKey = (eventId: string) => ['events', 'check-in', eventId, 'devices'] as const;

/** Live door counts: refetched every few seconds while the dashboard is open. */
export function useCheckInSummary(eventId: string) {
  return useQuery({
    queryKey: summaryKey(eventId),
    queryFn: ({ signal }) =>
      apiClient.get(`${eventPath(eventId)}/check-in/summary`, checkInSummary, signal),
    refetchInterval: 5_000,
  });
}

export function useCheckInDevices(eventId: string) {
  return useQuery({
    queryKey: devicesKey(eventId),
    queryFn: ({ signal }) =>
      apiClient.get(`${eventPath(eventId)}/check-in/devices`, devicesResponse, signal),
    refetchInterval: 15_000,
  });
}

export function useCreateDevice(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDeviceRequest) =>
      apiClient.post(`${eventPath(eventId)}/check-in/devices`, request, createDeviceResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(eventId) }),
  });
}

export function useRevokeDevice(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      apiClient.request(`${eventPath(eventId)}/check-in/devices/${encodeURIComponent(deviceId)}`, {
        method: 'DELETE',
        schema: z.unknown(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(eventId) }),
  });
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
        queryClient.invalidateQueries({ queryKey: summaryKey(eventId) }),
      ]),
  });
}
