import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { CheckInDeviceRecord } from './door-records';
import type { UserRecord } from '../accounts/user-records';

const organiserPrefix = 'organiser:';

/**
 * The names of whoever made these check-ins (`checkedInBy`: a device id, or
 * `organiser:{uid}`): a device's name, an organiser's email, in two batched gets. Anything
 * unknown (a device since deleted) keeps what was stored.
 */
export async function readScannerNames(
  docs: DocStore,
  eventId: string,
  scanners: ReadonlyArray<string | undefined>,
): Promise<Map<string, string>> {
  const distinct = [...new Set(scanners.filter((each): each is string => !!each))];
  const uids = distinct.flatMap((each) =>
    each.startsWith(organiserPrefix) ? [each.slice(organiserPrefix.length)] : [],
  );
  const deviceIds = distinct.filter((each) => !each.startsWith(organiserPrefix));
  const [devices, profiles] = await Promise.all([
    deviceIds.length > 0
      ? docs.getAll<CheckInDeviceRecord>(deviceIds.map((id) => paths.checkInDevice(eventId, id)))
      : Promise.resolve([]),
    uids.length > 0
      ? docs.getAll<UserRecord>(uids.map((uid) => paths.user(uid)))
      : Promise.resolve([]),
  ]);
  const names = new Map(distinct.map((each) => [each, each]));
  devices.forEach((device, index) => {
    if (device.data) names.set(deviceIds[index]!, device.data.name);
  });
  profiles.forEach((profile, index) => {
    names.set(`${organiserPrefix}${uids[index]!}`, profile.data?.email ?? 'The organiser');
  });
  return names;
}
