import { describe, expect, it } from 'vitest';
import { decideScan, ticketAfter, type CheckIn, type DoorTicket, type Scan } from './check-in';

const eventId = 'event-1';
const fresh: DoorTicket = { eventId, status: 'valid' };

function scan(overrides: Partial<Scan> = {}): Scan {
  return {
    scanId: 'scan-a',
    at: '2026-12-01T20:14:00.000Z',
    by: 'door-1',
    byName: 'Front door',
    offline: false,
    ...overrides,
  };
}

const winner: CheckIn = {
  at: '2026-12-01T20:10:00.000Z',
  by: 'door-2',
  byName: 'Side door',
  scanId: 'scan-w',
};
const checkedIn: DoorTicket = { ...fresh, checkedIn: winner };

describe('decideScan', () => {
  it('lets a fresh ticket in and records who scanned it when', () => {
    const decision = decideScan({ ticket: fresh, eventId, scan: scan() });
    expect(decision).toEqual({
      result: 'valid',
      checkedIn: {
        at: '2026-12-01T20:14:00.000Z',
        by: 'door-1',
        byName: 'Front door',
        scanId: 'scan-a',
      },
    });
    expect(ticketAfter(fresh, decision)?.checkedIn?.scanId).toBe('scan-a');
  });

  it('answers unknown when there is no such ticket', () => {
    expect(decideScan({ ticket: undefined, eventId, scan: scan() })).toEqual({
      result: 'unknown',
    });
  });

  it('answers other_event for a real ticket of another event, even a void one', () => {
    expect(decideScan({ ticket: { ...fresh, eventId: 'event-2' }, eventId, scan: scan() })).toEqual(
      { result: 'other_event' },
    );
    const voidElsewhere: DoorTicket = {
      eventId: 'event-2',
      status: 'void',
      voidReason: 'refunded',
    };
    expect(decideScan({ ticket: voidElsewhere, eventId, scan: scan() }).result).toBe('other_event');
  });

  it('answers void with the reason, checked in or not, and changes nothing', () => {
    const refunded: DoorTicket = { eventId, status: 'void', voidReason: 'refunded' };
    const decision = decideScan({ ticket: refunded, eventId, scan: scan() });
    expect(decision).toEqual({ result: 'void', voidReason: 'refunded' });
    expect(ticketAfter(refunded, decision)).toBe(refunded);
    const cancelledAfterEntry: DoorTicket = {
      ...checkedIn,
      status: 'void',
      voidReason: 'cancelled',
    };
    expect(decideScan({ ticket: cancelledAfterEntry, eventId, scan: scan() })).toEqual({
      result: 'void',
      voidReason: 'cancelled',
    });
  });

  it('answers a later online scan with the winning check-in, not a conflict', () => {
    const decision = decideScan({ ticket: checkedIn, eventId, scan: scan() });
    expect(decision).toEqual({ result: 'already_checked_in', winner, conflict: false });
    expect(ticketAfter(checkedIn, decision)).toBe(checkedIn);
  });

  it.each([
    {
      title: 'keeps the recorded check-in for an online scan even when its clock reads earlier',
      later: scan({ at: '2026-12-01T20:00:00.000Z' }),
      conflict: false,
    },
    {
      title: 'flags an offline scan on another device that lost to an earlier one',
      later: scan({ offline: true, at: '2026-12-01T20:30:00.000Z' }),
      conflict: true,
    },
    {
      title: 'does not flag the winning device scanning the same ticket again offline',
      later: scan({ offline: true, by: 'door-2', at: '2026-12-01T20:30:00.000Z' }),
      conflict: false,
    },
  ])('$title', ({ later, conflict }) => {
    expect(decideScan({ ticket: checkedIn, eventId, scan: later })).toEqual({
      result: 'already_checked_in',
      winner,
      conflict,
    });
  });

  it('gives the win to an offline scan made earlier than the recorded check-in', () => {
    const earlier = scan({ offline: true, at: '2026-12-01T20:05:00.000Z' });
    const decision = decideScan({ ticket: checkedIn, eventId, scan: earlier });
    expect(decision).toEqual({
      result: 'valid',
      checkedIn: {
        at: '2026-12-01T20:05:00.000Z',
        by: 'door-1',
        byName: 'Front door',
        scanId: 'scan-a',
      },
      displaced: { checkIn: winner, conflict: true },
    });
    expect(ticketAfter(checkedIn, decision)?.checkedIn?.at).toBe('2026-12-01T20:05:00.000Z');
  });

  it('compares instants, not text, whatever precision the clocks write', () => {
    const recorded: DoorTicket = { ...fresh, checkedIn: { ...winner, at: '2026-12-01T20:10:00Z' } };
    const earlier = scan({ offline: true, at: '2026-12-01T20:09:59.999Z' });
    expect(decideScan({ ticket: recorded, eventId, scan: earlier }).result).toBe('valid');
    const sameInstant = scan({ offline: true, at: '2026-12-01T20:10:00.000Z' });
    expect(decideScan({ ticket: recorded, eventId, scan: sameInstant }).result).toBe(
      'already_checked_in',
    );
  });

  it('displaces its own earlier check-in without calling it a conflict', () => {
    const earlierSameDevice = scan({ offline: true, by: 'door-2', at: '2026-12-01T20:01:00.000Z' });
    const decision = decideScan({ ticket: checkedIn, eventId, scan: earlierSameDevice });
    expect(decision).toMatchObject({ result: 'valid', displaced: { conflict: false } });
  });
});
