import { parseScannedText } from '../../contract/door';
import { type ScanInput } from '../../contract/check-in';
import type { DocStore } from '../../ports/doc-store';
import { findEventPublicKey } from '../tickets/event-keys';
import { isGenuineTicket } from '../tickets/ticket-signature';

/** A scan as the door's rule takes it: the code it names, if it is a genuine ticket's. */
export type PreparedScan = {
  input: ScanInput;
  /** Undefined: not a ticket, or a QR code whose signature is not genuine. */
  code: string | undefined;
  /** When it was scanned on the server's clock, as one canonical ISO 8601 text. */
  scannedAt: string;
  /** The event a QR code was signed for: its ticket must belong to it. */
  signedFor?: string;
};

/**
 * Reads each scanned text and checks QR codes' signatures with the key of the event they
 * name (a forged or altered code names no ticket). A bare typed code is looked up as it is.
 * Keys are read outside any transaction: they never change once made. `onServerClock` says
 * when a scan happened by the server's clock (domain/scan-clock.ts).
 */
export async function prepareScans(
  docs: DocStore,
  scans: ScanInput[],
  onServerClock: (scannedAt: string) => string,
): Promise<PreparedScan[]> {
  const parsed = scans.map((input) => ({ input, payload: parseScannedText(input.scanned) }));
  const signedFor = new Set(
    parsed.flatMap(({ payload }) => (payload?.eventId ? [payload.eventId] : [])),
  );
  const keys = new Map(
    await Promise.all(
      [...signedFor].map(
        async (eventId) => [eventId, await findEventPublicKey(docs, eventId)] as const,
      ),
    ),
  );
  return parsed.map(({ input, payload }) => {
    const scannedAt = onServerClock(input.scannedAt);
    if (!payload) return { input, code: undefined, scannedAt };
    if (payload.eventId === undefined || payload.signature === undefined) {
      return { input, code: payload.code, scannedAt };
    }
    const key = keys.get(payload.eventId);
    const genuine =
      key !== undefined &&
      isGenuineTicket(key.publicKey, payload.eventId, payload.code, payload.signature);
    return {
      input,
      code: genuine ? payload.code : undefined,
      scannedAt,
      signedFor: payload.eventId,
    };
  });
}
