/** Tickets, events and scans for the door's tests: a fixed evening, two devices, QR codes. */
import { randomUUID } from 'node:crypto';
import type { ScanInput } from '../contract/check-in';
import { paths } from '../paths';
import type { Clock } from '../ports/clock';
import type { DocStore } from '../ports/doc-store';
import type { TicketRecord } from '../app/checkout/checkout-records';
import { newTicketCode } from '../app/payments/fulfil-order';
import type { Scanner } from '../app/check-in/scan-records';
import { eventKeys } from '../app/tickets/event-keys';
import { qrPayloadOf } from '../app/tickets/ticket-signature';
import { storeApprovedEvent } from './checkout-fixtures';

export const clock: Clock = { now: () => new Date('2026-12-01T21:00:00.000Z') };
export const front: Scanner = { id: 'device-front', name: 'Front door' };
export const side: Scanner = { id: 'device-side', name: 'Side door' };
export const at = (time: string) => `2026-12-01T${time}:00.000Z`;

export function ticketOf(eventId: string, overrides: Partial<TicketRecord> = {}): TicketRecord {
  return {
    orderId: 'order-1',
    eventId,
    typeId: 'gen',
    typeName: 'General',
    email: 'guest@example.com',
    uid: 'buyer',
    createdAt: at('10:00'),
    ...overrides,
    doorState: overrides.status === 'void' ? 'void' : 'not_checked_in',
  };
}

export async function storeTickets(docs: DocStore, tickets: TicketRecord[]) {
  const codes = tickets.map(() => newTicketCode());
  for (let start = 0; start < tickets.length; start += 250) {
    await docs.runTransaction(async (tx) => {
      for (let i = start; i < Math.min(start + 250, tickets.length); i++) {
        tx.create(paths.ticket(codes[i]!), tickets[i]!);
      }
    });
  }
  return codes;
}

export async function newEvent(docs: DocStore) {
  const eventId = `event-${randomUUID().slice(0, 8)}`;
  await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 1000 } });
  const keys = await eventKeys({ docs, clock }, eventId);
  const qr = (code: string) => qrPayloadOf(keys.privateKey, eventId, code);
  return { eventId, qr };
}

export const scanOf = (scanned: string, scannedAt: string, offline = false): ScanInput => ({
  scanId: randomUUID(),
  scanned,
  scannedAt,
  ...(offline ? { offline } : {}),
});
