import { describe, expect, it } from 'vitest';
import { transferWindow } from './transfer-window';

const startsAt = '2026-12-01T19:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('transferWindow', () => {
  it('is open by default until two hours before the start', () => {
    expect(transferWindow({ startsAt }, at('2026-12-01T16:59:59.000Z'))).toEqual({
      open: true,
      closesAt: '2026-12-01T17:00:00.000Z',
    });
    expect(transferWindow({ startsAt }, at('2026-12-01T17:00:00.000Z'))).toEqual({
      open: false,
      reason: 'transfers_closed',
    });
  });

  it("follows the organiser's own closing time", () => {
    const event = { startsAt, transfers: { enabled: true, closeHoursBeforeStart: 0 } };
    expect(transferWindow(event, at('2026-12-01T18:59:00.000Z')).open).toBe(true);
    expect(transferWindow(event, at('2026-12-01T19:00:00.000Z')).open).toBe(false);
  });

  it('is shut when the organiser turned transfers off, or the event was cancelled', () => {
    const now = at('2026-11-01T10:00:00.000Z');
    expect(
      transferWindow({ startsAt, transfers: { enabled: false, closeHoursBeforeStart: 2 } }, now),
    ).toEqual({ open: false, reason: 'transfers_off' });
    expect(transferWindow({ startsAt, cancelledAt: '2026-10-30T10:00:00.000Z' }, now)).toEqual({
      open: false,
      reason: 'cancelled',
    });
  });

  it('closes an event without a start when it is over, and never one without either', () => {
    const endsAt = '2026-12-02T02:00:00.000Z';
    expect(transferWindow({ endsAt }, at('2026-12-02T01:00:00.000Z')).open).toBe(true);
    expect(transferWindow({ endsAt }, at('2026-12-02T02:00:00.000Z')).open).toBe(false);
    expect(transferWindow({}, at('2030-01-01T00:00:00.000Z'))).toEqual({ open: true });
  });
});
