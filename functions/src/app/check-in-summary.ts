import type { CheckInSummary } from '../contract/door';
import type { Viewer } from '../domain/approval';
import { collections, paths } from '../paths';
import type { DocStore, WhereClause } from '../ports/doc-store';
import type { TicketRecord } from './checkout-records';
import { readDevices } from './door-devices';
import type { ScanRecord } from './door-records';
import { organisedEvent } from './organised-event';
import type { Services } from './services';

/** Conflicts listed, newest first. */
export const conflictLimit = 50;
/** Check-ins made by the signed-in organiser or administrators rather than a device. */
export const signedInScannerName = 'Signed in (organiser or administrator)';

const checkedIn: WhereClause = { field: 'checkedInAt', op: '>', value: '' };
const isVoid: WhereClause = { field: 'status', op: '==', value: 'void' };

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
}: {
  services: Pick<Services, 'docs'>;
  eventId: string;
  viewer: Viewer;
}): Promise<CheckInSummary> {
  await organisedEvent(docs, eventId, viewer);
  const [all, voided, allCheckedIn, voidCheckedIn, devices, conflicts] = await Promise.all([
    countTickets(docs, eventId),
    countTickets(docs, eventId, [isVoid]),
    countTickets(docs, eventId, [checkedIn]),
    countTickets(docs, eventId, [isVoid, checkedIn]),
    readDevices(docs, eventId),
    readConflicts(docs, eventId),
  ]);
  const byDevices = devices.reduce((sum, device) => sum + device.checkedIn, 0);
  const bySignedIn = allCheckedIn - byDevices;
  return {
    tickets: all - voided,
    // A guest let in before their ticket was refunded is not counted among those inside.
    checkedIn: allCheckedIn - voidCheckedIn,
    byScanner: [
      ...devices
        .filter((device) => device.checkedIn > 0 || device.revokedAt === undefined)
        .map((device) => ({ name: device.name, checkedIn: device.checkedIn })),
      ...(bySignedIn > 0 ? [{ name: signedInScannerName, checkedIn: bySignedIn }] : []),
    ],
    conflicts,
  };
}
