import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Envelope encryption of event signing keys: each private key is sealed with AES-256-GCM
 * under a wrapping key the database does not hold (a secret of the functions), with a fresh
 * nonce, the event id as associated data (a sealed key copied onto another event does not
 * open) and the wrapping key's id beside the ciphertext, so that keys can be rotated.
 */

/** The setting that holds the wrapping keys: a secret in production. */
export const wrappingKeysSetting = 'TICKET_KEY_WRAPPING_KEYS';

/** The wrapping keys configured: the current one seals, any of them opens. */
export type WrappingKeyring = {
  currentKeyId: string;
  keys: ReadonlyMap<string, Buffer>;
};

/** A private key as stored: its ciphertext and everything needed to open it but the key. */
export type SealedKey = {
  algorithm: 'AES-256-GCM';
  /** The id of the wrapping key it was sealed with. */
  keyId: string;
  /** 12 random bytes, base64url: never reused under one wrapping key. */
  nonce: string;
  ciphertext: string;
  /** GCM's 16-byte authentication tag, base64url. */
  tag: string;
};

/** A wrapping key missing, malformed or not the one a key was sealed with: never ignored. */
export class WrappingKeyError extends Error {
  override name = 'WrappingKeyError';
}

const keyIdPattern = /^[A-Za-z0-9_-]{1,40}$/;
const keyBytes = 32;
const nonceBytes = 12;
const tagBytes = 16;
const howToSet = `${wrappingKeysSetting} is KEY_ID:base64 of ${keyBytes} random bytes, comma-separated, the current key first (docs/operations.md, "Ticket signing keys")`;

/**
 * The keyring `setting` describes: `KEY_ID:base64,...`, the first one current. Unset or
 * malformed is an error naming what is wrong, never an empty keyring.
 */
export function parseWrappingKeys(setting: string | undefined): WrappingKeyring {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) {
    throw new WrappingKeyError(
      `${wrappingKeysSetting} is not set: event signing keys cannot be sealed or opened without it. ${howToSet}`,
    );
  }
  const keys = new Map<string, Buffer>();
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(':');
    const keyId = entry.slice(0, colon);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    const where = `${wrappingKeysSetting}, key ${index + 1}`;
    if (colon < 0 || !keyIdPattern.test(keyId)) {
      throw new WrappingKeyError(
        `${where}: start it with an id (letters, digits, - or _) and a colon. ${howToSet}`,
      );
    }
    if (key.length !== keyBytes) {
      throw new WrappingKeyError(
        `${where} ("${keyId}"): not ${keyBytes} bytes of base64. ${howToSet}`,
      );
    }
    if (keys.has(keyId)) throw new WrappingKeyError(`${where}: the id "${keyId}" appears twice`);
    keys.set(keyId, key);
  });
  return { currentKeyId: entries[0]!.slice(0, entries[0]!.indexOf(':')), keys };
}

/** A new wrapping key as the setting writes it. */
export function newWrappingKeyEntry(keyId: string): string {
  if (!keyIdPattern.test(keyId)) throw new WrappingKeyError(`Not a key id: "${keyId}"`);
  return `${keyId}:${randomBytes(keyBytes).toString('base64')}`;
}

/** `plaintext` sealed with the current wrapping key, bound to `eventId`. */
export function sealKey(keyring: WrappingKeyring, eventId: string, plaintext: Buffer): SealedKey {
  const keyId = keyring.currentKeyId;
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', keyring.keys.get(keyId)!, nonce);
  cipher.setAAD(Buffer.from(eventId));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    algorithm: 'AES-256-GCM',
    keyId,
    nonce: nonce.toString('base64url'),
    ciphertext: ciphertext.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
  };
}

/** The plaintext of `sealed`, opened with the wrapping key of its id; else a clear error. */
export function openKey(keyring: WrappingKeyring, eventId: string, sealed: SealedKey): Buffer {
  const key = keyring.keys.get(sealed.keyId);
  const held = [...keyring.keys.keys()].join(', ');
  if (!key) {
    throw new WrappingKeyError(
      `The signing key of event ${eventId} is sealed with wrapping key "${sealed.keyId}", which ${wrappingKeysSetting} does not hold (it holds ${held}): configure it again, at least until a rotation has re-sealed every key`,
    );
  }
  const nonce = Buffer.from(sealed.nonce, 'base64url');
  const tag = Buffer.from(sealed.tag, 'base64url');
  if (
    sealed.algorithm !== 'AES-256-GCM' ||
    nonce.length !== nonceBytes ||
    tag.length !== tagBytes
  ) {
    throw new WrappingKeyError(
      `The signing key of event ${eventId} is not a sealed key this code reads`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(Buffer.from(eventId));
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64url')),
      decipher.final(),
    ]);
  } catch {
    throw new WrappingKeyError(
      `The signing key of event ${eventId} does not open with wrapping key "${sealed.keyId}": the key configured under that id is not the one it was sealed with (or the record was altered)`,
    );
  }
}

/** Whether `sealed` would be sealed again by a rotation to the current key. */
export function isSealedWithCurrentKey(keyring: WrappingKeyring, sealed: SealedKey): boolean {
  return sealed.keyId === keyring.currentKeyId;
}
