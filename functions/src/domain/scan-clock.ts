/**
 * A device clock this close to the server's is taken as right: the gap is the network's
 * latency, not the clock being off, and moving scans by it would only add jitter.
 */
export const clockSkewToleranceMs = 5_000;

/**
 * Where a device's scans go on the server's clock. A door device's clock may be far off (a
 * phone never set, a tablet in another time zone's manual time), and the first scan of a
 * ticket by time wins: a device whose clock is behind would win every offline conflict. With
 * each batch the device says what its clock read when it sent it (`sentAt`); the difference to
 * when the server received it is how far the device's clock is off, and its scans are moved by
 * as much. Whatever the device says, no scan is placed after the server received it.
 */
export function serverClockOfScans({
  sentAt,
  receivedAt,
}: {
  /** The device's clock when it sent the batch; older scanners do not say. */
  sentAt?: string;
  receivedAt: Date;
}): (scannedAt: string) => string {
  const skewMs = sentAt === undefined ? 0 : receivedAt.getTime() - new Date(sentAt).getTime();
  const offsetMs = Math.abs(skewMs) < clockSkewToleranceMs ? 0 : skewMs;
  return (scannedAt) =>
    new Date(
      Math.min(new Date(scannedAt).getTime() + offsetMs, receivedAt.getTime()),
    ).toISOString();
}
