import { describe, expect, it } from 'vitest';
import { refundRequestWindow } from './refund-request-window';

const on = { enabled: true, untilDaysBeforeStart: 7, approval: 'organiser' } as const;
const startsAt = '2027-03-20T19:00:00+02:00';

describe('refundRequestWindow', () => {
  it('is shut unless the organiser turned requests on', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    expect(refundRequestWindow({ startsAt }, now)).toEqual({
      open: false,
      reason: 'refund_requests_off',
    });
    expect(
      refundRequestWindow({ startsAt, refundRequests: { ...on, enabled: false } }, now),
    ).toEqual({ open: false, reason: 'refund_requests_off' });
  });

  it('is open until the given days before the start, and closed from then on', () => {
    const until = '2027-03-13T17:00:00.000Z';
    const justBefore = new Date(Date.parse(until) - 1);
    expect(refundRequestWindow({ startsAt, refundRequests: on }, justBefore)).toEqual({
      open: true,
      until,
      automatic: false,
    });
    expect(refundRequestWindow({ startsAt, refundRequests: on }, new Date(until))).toEqual({
      open: false,
      reason: 'refund_requests_closed',
      until,
    });
  });

  it('says when each request is granted at once', () => {
    const window = refundRequestWindow(
      { startsAt, refundRequests: { ...on, approval: 'automatic', untilDaysBeforeStart: 0 } },
      new Date('2027-03-20T16:59:00Z'),
    );
    expect(window).toEqual({ open: true, until: '2027-03-20T17:00:00.000Z', automatic: true });
  });

  it('is shut for a cancelled event and for one without a start', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    const cancelled = { startsAt, refundRequests: on, cancelledAt: '2027-02-01T00:00:00Z' };
    expect(refundRequestWindow(cancelled, now)).toMatchObject({ open: false });
    expect(refundRequestWindow({ refundRequests: on }, now)).toMatchObject({ open: false });
  });
});
