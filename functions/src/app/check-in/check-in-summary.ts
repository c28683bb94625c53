import type { CheckInSummary } from '../../contract/check-in';
import type { DoorState } from '../../domain/door-state';
import { collections, paths } from '../../paths';
import type { DocStore, WhereClause } from '../../ports/doc-store';
import type { TicketRecord } from '../checkout/checkout-records';
import { countCheckedInBy, readDevices } from './door-devices';
import { ensureDoorFields } from '../orders/door-fields';
import type { ScanRecord } from './door-records';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import { organiserScanner } from './scan-records';
import { readScannerNames } from './scanner-names';
import type { UseCaseOptions } from '../common/use-case-options';

/** Conflicts listed, newest first. */
export const conflictLimit = 50;
/** Check-ins made by signed-in administrators, counted together. */
export const administratorsScannerName = 'Administrators';

const inDoorState = (state: DoorState): WhereClause[] => [
  { field: 'doorState', op: '==', value: state },
];

function countTickets(docs: DocStore, eventId: string, where: WhereClause[] = []) {
  return docs.count({
    collection: collections.tickets,
    where: [{ field: 'eventId', op: '==', value: eventId }, ...where],
  });
}

async function readConflicts(docs: DocStore, eventId: string) {
  const scans = await docs.query<ScanRecord>({
    collection: paths.scans(eventId),
    where: [{ field: 'conflict', op: '==', value: true }],
    orderBy: [{ field: 'scannedAt', direction: 'desc' }],
    limit: conflictLimit,
  });
  const codes = [...new Set(scans.flatMap(({ data }) => (data.code ? [data.code] : [])))];
  const tickets = new Map(
    (await docs.getAll<TicketRecord>(codes.map(paths.ticket))).map((doc) => [doc.id, doc.data]),
  );
  return scans.flatMap(({ data: scan }) => {
    const ticket = scan.code ? tickets.get(scan.code) : undefined;
    if (!scan.code || !ticket) return [];
    // The ticket's winner now: an even earlier scan may have taken the win since.
    return [
      {
        code: scan.code,
        holderEmail: ticket.email,
        scannedAt: scan.scannedAt,
        scannedBy: scan.scannedByName ?? scan.scannedBy,
        winnerAt: ticket.checkedInAt ?? scan.winnerAt ?? '',
        winnerBy: ticket.checkedInByName ?? ticket.checkedInBy ?? scan.winnerByName ?? '',
      },
    ];
  });
}

/**
 * Live counts for the organiser: tickets that can get in, how many did, by which scanner,
 * and the scans that lost to an earlier one on another device. Counted by the store's
 * aggregation, never by reading every ticket.
 */
export async function checkInSummary({
  services: { docs },
  eventId,
  viewer,
}: UseCaseOptions<'docs', EventRequest>): Promise<CheckInSummary> {
  const event = await readOrganisedEvent(docs, eventId, viewer, 'event.view');
  // Tickets sold before `doorState` was kept get it first (once per process and store).
  await ensureDoorFields(docs);
  const organiser = organiserScanner({ uid: event.uid }).id;
  const [all, voided, checkedIn, byOrganiser, devices, conflicts, names] = await Promise.all([
    countTickets(docs, eventId),
    countTickets(docs, eventId, inDoorState('void')),
    countTickets(docs, eventId, inDoorState('checked_in')),
    countCheckedInBy(docs, eventId, organiser),
    readDevices(docs, eventId),
    readConflicts(docs, eventId),
    readScannerNames(docs, eventId, [organiser]),
  ]);
  const byDevices = devices.reduce((sum, device) => sum + device.checkedIn, 0);
  // Whoever else checked guests in was signed in and not the organiser: an administrator.
  const byAdministrators = checkedIn - byDevices - byOrganiser;
  return {
    tickets: all - voided,
    checkedIn,
    byScanner: [
      ...devices
        .filter((device) => device.checkedIn > 0 || device.revokedAt === undefined)
        .map((device) => ({ name: device.name, checkedIn: device.checkedIn })),
      ...(byOrganiser > 0
        ? [{ name: names.get(organiser) ?? organiser, checkedIn: byOrganiser }]
        : []),
      ...(byAdministrators > 0
        ? [{ name: administratorsScannerName, checkedIn: byAdministrators }]
        : []),
    ],
    conflicts,
  };
}
