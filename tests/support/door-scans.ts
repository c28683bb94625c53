import { randomUUID } from 'node:crypto';
import type { ScanInput } from '../../functions/src/contract/check-in';
import { ticketByCode } from './tickets';

/** The door tests' one free ticket type, with room for every guest they let in. */
export const freeEntry = [
  { name: 'Free', price: 0, currency: 'ZAR' as const, capacity: 30, maxPerOrder: 10 },
];

/** A scan as a scanner sends it, under a new scan id; scanned now unless `scannedAt` says when. */
export const scanOf = (
  scanned: string,
  scannedAt = new Date().toISOString(),
  offline = false,
): ScanInput => ({
  scanId: randomUUID(),
  scanned,
  scannedAt,
  ...(offline ? { offline } : {}),
});

/** The ticket's QR payload, as its holder's page shows it. */
export const qrOf = async (code: string): Promise<string> => (await ticketByCode(code)).qrPayload;
