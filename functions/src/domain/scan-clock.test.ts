import { describe, expect, it } from 'vitest';
import { serverClockOfScans } from './scan-clock';

const receivedAt = new Date('2026-12-01T21:00:00.000Z');

describe('serverClockOfScans', () => {
  it('moves the scans of a device whose clock is an hour behind by that hour', () => {
    const place = serverClockOfScans({ sentAt: '2026-12-01T20:00:00.000Z', receivedAt });
    expect(place('2026-12-01T19:10:00.000Z')).toBe('2026-12-01T20:10:00.000Z');
  });

  it('moves the scans of a device whose clock is ahead back by as much', () => {
    const place = serverClockOfScans({ sentAt: '2026-12-01T21:30:00.000Z', receivedAt });
    expect(place('2026-12-01T21:20:00.000Z')).toBe('2026-12-01T20:50:00.000Z');
  });

  it('leaves scans alone when the clocks are within the network latency', () => {
    const place = serverClockOfScans({ sentAt: '2026-12-01T20:59:56.500Z', receivedAt });
    expect(place('2026-12-01T20:10:00.123Z')).toBe('2026-12-01T20:10:00.123Z');
  });

  it('never places a scan after the server received it, whatever the device says', () => {
    expect(serverClockOfScans({ receivedAt })('2027-01-01T00:00:00Z')).toBe(
      receivedAt.toISOString(),
    );
    const place = serverClockOfScans({ sentAt: '2026-12-01T21:00:01.000Z', receivedAt });
    expect(place('2026-12-01T21:00:03.000Z')).toBe(receivedAt.toISOString());
  });

  it('writes one canonical ISO 8601 text whatever precision the device wrote', () => {
    expect(serverClockOfScans({ receivedAt })('2026-12-01T20:10:00Z')).toBe(
      '2026-12-01T20:10:00.000Z',
    );
  });
});
