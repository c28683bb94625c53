import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes at or above it are skipped to avoid bias. */
const unbiasedLimit = 256 - (256 % alphabet.length);

/** A 20-character id from [A-Za-z0-9], like Firestore's auto ids. */
export function newDocumentId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(32)) {
      if (byte < unbiasedLimit) id += alphabet[byte % alphabet.length];
      if (id.length === 20) break;
    }
  }
  return id;
}
