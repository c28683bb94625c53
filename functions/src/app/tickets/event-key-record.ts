import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { EventKeyRecord } from '../check-in/door-records';
import { openKey, sealKey, type WrappingKeyring } from './key-envelope';
import { rawPublicKey } from './ticket-signature';

/** PKCS#8 DER: what is sealed. */
function privateKeyBytes(privateKey: KeyObject): Buffer {
  return privateKey.export({ format: 'der', type: 'pkcs8' });
}

/** A new key pair for `eventId`, its private half sealed with the current wrapping key. */
export function newSealedKeyRecord(
  keyring: WrappingKeyring,
  eventId: string,
  now: Date,
): EventKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    sealedPrivateKey: sealKey(keyring, eventId, privateKeyBytes(privateKey)),
    publicKey: rawPublicKey(publicKey),
    createdAt: now.toISOString(),
  };
}

/**
 * The private key of `record`, opened with `keyring`. A record from before keys were sealed
 * is read as it is until the migration seals it (so the functions can be deployed before the
 * migration runs); a sealed one opens only with its wrapping key, else a WrappingKeyError.
 */
export function privateKeyOf(
  keyring: WrappingKeyring,
  eventId: string,
  record: EventKeyRecord,
): KeyObject {
  const der = record.sealedPrivateKey
    ? openKey(keyring, eventId, record.sealedPrivateKey)
    : Buffer.from(plaintextOf(eventId, record), 'base64url');
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

function plaintextOf(eventId: string, record: EventKeyRecord): string {
  if (record.privateKey === undefined) {
    throw new Error(`The key record of event ${eventId} has no private key`);
  }
  return record.privateKey;
}

/**
 * The fields that seal `record`'s private key again with the current wrapping key (the
 * plaintext of an unsealed record removed): what a migration or a rotation writes.
 */
export function resealedPrivateKey(
  keyring: WrappingKeyring,
  eventId: string,
  record: EventKeyRecord,
): Pick<EventKeyRecord, 'sealedPrivateKey'> {
  return {
    sealedPrivateKey: sealKey(
      keyring,
      eventId,
      privateKeyBytes(privateKeyOf(keyring, eventId, record)),
    ),
  };
}
