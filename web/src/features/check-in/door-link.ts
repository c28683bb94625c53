import { checkInDeviceId } from '@contract/check-in';
import type { DoorLink } from './storage/scanner-db';

/** A door link's fragment, `#{deviceId}.{secret}`, read; undefined when it is not one. */
export function doorLinkFromFragment(eventId: string, fragment: string): DoorLink | undefined {
  const text = fragment.replace(/^#/, '');
  const dot = text.indexOf('.');
  if (dot < 0) return undefined;
  const deviceId = text.slice(0, dot);
  const secret = text.slice(dot + 1);
  if (!checkInDeviceId.safeParse(deviceId).success || !/^[A-Za-z0-9_-]{16,200}$/.test(secret)) {
    return undefined;
  }
  return { eventId, deviceId, secret };
}
