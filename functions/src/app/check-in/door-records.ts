import type { DocData } from '../../ports/doc-store';
import type { SealedKey } from '../tickets/key-envelope';

/**
 * `eventKeys/{eventId}`: the event's Ed25519 key pair for signing tickets' QR codes, made on
 * first use. The private half is stored sealed with a wrapping key the database does not hold
 * (tickets/key-envelope.ts); only the public half leaves the server (in the check-in bundle).
 */
export type EventKeyRecord = DocData & {
  /** PKCS#8 DER, sealed. */
  sealedPrivateKey?: SealedKey;
  /**
   * PKCS#8 DER, base64url, in plain form: only in records made before keys were sealed, until
   * `npm run keys -- migrate` seals them. Never written.
   */
  privateKey?: string;
  /** Raw 32 bytes, base64url. */
  publicKey: string;
  createdAt: string;
  /** When a migration or rotation last sealed the private half. */
  sealedAt?: string;
};

/** `events/{eventId}/checkInDevices/{deviceId}`: a door device's link. */
export type CheckInDeviceRecord = DocData & {
  name: string;
  /** SHA-256 of the secret, base64url: the secret itself is shown once, never stored. */
  secretHash: string;
  createdAt: string;
  createdBy: string;
  revokedAt?: string;
  lastSeenAt?: string;
};

/**
 * `events/{eventId}/scans/{scanId}`: every scan a scanner sent (the idempotency record of
 * `scanId`), with the answer it got. A scan that lost to an earlier one has `conflict`.
 */
export type ScanRecord = DocData & {
  code?: string;
  scanned: string;
  /** When it was scanned, on the server's clock. */
  scannedAt: string;
  /** The device's own clock at the scan, when it was off and the scan was moved. */
  deviceScannedAt?: string;
  receivedAt: string;
  /** A device id, or `organiser:{uid}`. */
  scannedBy: string;
  /** The device's name, or the organiser's email, when it scanned. */
  scannedByName?: string;
  offline: boolean;
  result: 'valid' | 'already_checked_in' | 'other_event' | 'void' | 'unknown';
  conflict?: boolean;
  /** For `already_checked_in` (a conflict or not): the check-in that had won. */
  winnerAt?: string;
  winnerBy?: string;
  winnerByName?: string;
};
