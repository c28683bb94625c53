import { describe, expect, it } from 'vitest';
import { ticketOf } from '../../test-support/scan-fixtures';
import type { EventRecord } from '../events/event-records';
import { ticketTransferState } from './ticket-transfer-state';
import type { TicketTransferRecord } from './transfer-records';

const event = {
  name: 'Gig',
  startsAt: '2026-12-01T19:00:00.000Z',
} as EventRecord; // Only the dates and settings matter here.
const now = new Date('2026-11-20T10:00:00.000Z');
const pending: TicketTransferRecord = {
  code: 'c',
  eventId: 'e',
  orderId: 'o',
  fromEmail: 'guest@example.com',
  toName: 'Ada',
  toEmail: 'ada@example.com',
  tokenHash: 'h',
  status: 'pending',
  createdAt: '2026-11-19T10:00:00.000Z',
};

describe('ticketTransferState', () => {
  it('offers a valid ticket until two hours before the start', () => {
    expect(ticketTransferState(ticketOf('e'), event, undefined, now)).toEqual({
      state: 'available',
      closesAt: '2026-12-01T17:00:00.000Z',
    });
  });

  it('shows a waiting transfer, even once the window closed (it can still be cancelled)', () => {
    const ticket = ticketOf('e', { pendingTransferId: 't1' });
    const late = new Date('2026-12-01T18:00:00.000Z');
    expect(ticketTransferState(ticket, event, pending, late)).toMatchObject({
      state: 'pending',
      transferId: 't1',
      toName: 'Ada',
    });
  });

  it('says why not once the ticket was refunded or used, whatever waits', () => {
    const refunded = ticketOf('e', {
      status: 'void',
      voidReason: 'refunded',
      pendingTransferId: 't1',
    });
    expect(ticketTransferState(refunded, event, pending, now)).toEqual({
      state: 'unavailable',
      reason: 'refunded',
    });
    const used = ticketOf('e', { checkedInAt: '2026-11-20T09:00:00.000Z', checkedInBy: 'x' });
    expect(ticketTransferState(used, event, undefined, now)).toEqual({
      state: 'unavailable',
      reason: 'used',
    });
  });

  it('names the friend of a transferred ticket', () => {
    const ticket = ticketOf('e', {
      status: 'void',
      voidReason: 'transferred',
      transferredTo: { name: 'Ada', email: 'ada@example.com', at: '2026-11-19T12:00:00.000Z' },
    });
    expect(ticketTransferState(ticket, event, undefined, now)).toEqual({
      state: 'transferred',
      toName: 'Ada',
      at: '2026-11-19T12:00:00.000Z',
    });
  });
});
