import type { Request, Response } from 'express';
import { AppError } from '../app/common/app-error';
import { authenticateDevice } from '../app/check-in/door-devices';
import { readOrganisedEvent } from '../app/events/organised-event';
import { organiserScanner, type Scanner } from '../app/check-in/scan-records';
import type { Services } from '../app/common/services';
import { checkInDeviceId, deviceAuthScheme } from '../contract/check-in';
import { isDeviceAuthorization, requireAccount } from './auth';

const devicePattern = new RegExp(`^${deviceAuthScheme} ([^.\\s]+)\\.([A-Za-z0-9_-]{1,128})$`);

/**
 * Who is scanning for `eventId`: a door device by its link (`Authorization: Device
 * {deviceId}.{secret}`, good for this event's check-in and nothing else), or the signed-in
 * organiser of the event or an administrator.
 */
export async function doorScanner(
  services: Services,
  req: Request,
  res: Response,
  eventId: string,
): Promise<Scanner> {
  const header = req.headers.authorization;
  if (header !== undefined && isDeviceAuthorization(header)) {
    const match = devicePattern.exec(header.trim());
    const deviceId = match?.[1];
    if (!match || !checkInDeviceId.safeParse(deviceId).success) {
      throw new AppError(
        'unauthenticated',
        `The Authorization header must be "${deviceAuthScheme} <device id>.<secret>"`,
      );
    }
    return authenticateDevice({ services, eventId, deviceId: match[1]!, secret: match[2]! });
  }
  const user = requireAccount(res);
  await readOrganisedEvent(services.docs, eventId, user, 'check_in');
  return organiserScanner(user);
}
