import {
  checkInBundle,
  checkInsResponse,
  deviceAuthScheme,
  type CheckInBundle,
  type ScanAnswer,
  type ScanInput,
} from '@contract/check-in';
import { env } from '@/config/env';
import { apiClient, createApiClient } from '@/lib/api-client';

/** Who scans: the signed-in organiser (their ID token), or a door device (its link). */
export type ScannerCredential =
  { kind: 'organiser' } | { kind: 'device'; deviceId: string; secret: string };

export type CheckInApi = {
  bundle(signal?: AbortSignal): Promise<CheckInBundle>;
  send(scans: ScanInput[], signal?: AbortSignal): Promise<ScanAnswer[]>;
};

/** A client that sends `Authorization: Device {deviceId}.{secret}` instead of a token. */
function deviceClient(deviceId: string, secret: string) {
  return createApiClient({
    baseUrl: env.apiBase,
    getIdToken: async () => null,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `${deviceAuthScheme} ${deviceId}.${secret}`);
      return fetch(input, { ...init, headers });
    },
  });
}

export function createCheckInApi(eventId: string, credential: ScannerCredential): CheckInApi {
  const client =
    credential.kind === 'organiser'
      ? apiClient
      : deviceClient(credential.deviceId, credential.secret);
  const base = `/api/events/${encodeURIComponent(eventId)}`;
  return {
    bundle: (signal) => client.get(`${base}/check-in/bundle`, checkInBundle, signal),
    send: async (scans, signal) =>
      (
        await client.request(`${base}/check-ins`, {
          method: 'POST',
          // The server moves the scans by how far this device's clock is off.
          body: { scans, sentAt: new Date().toISOString() },
          schema: checkInsResponse,
          signal,
        })
      ).answers,
  };
}
