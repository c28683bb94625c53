import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isSealedWithCurrentKey,
  newWrappingKeyEntry,
  openKey,
  parseWrappingKeys,
  sealKey,
  WrappingKeyError,
} from './key-envelope';

const entryA = newWrappingKeyEntry('a');
const entryB = newWrappingKeyEntry('b');
const secret = randomBytes(48);

describe('wrapping keys setting', () => {
  it('reads KEY_ID:base64 entries, the first one current', () => {
    const keyring = parseWrappingKeys(` ${entryB} , ${entryA} `);
    expect(keyring.currentKeyId).toBe('b');
    expect([...keyring.keys.keys()]).toEqual(['b', 'a']);
    expect(keyring.keys.get('a')).toHaveLength(32);
  });

  it.each([
    [undefined, /TICKET_KEY_WRAPPING_KEYS is not set/],
    ['', /TICKET_KEY_WRAPPING_KEYS is not set/],
    [' , ', /TICKET_KEY_WRAPPING_KEYS is not set/],
    [randomBytes(32).toString('base64'), /key 1: start it with an id/],
    [`a:${randomBytes(16).toString('base64')}`, /key 1 \("a"\): not 32 bytes/],
    [`${entryA},bad id:${randomBytes(32).toString('base64')}`, /key 2: start it with an id/],
    [`${entryA},${entryA}`, /key 2: the id "a" appears twice/],
  ])('refuses %j, saying why', (setting, message) => {
    expect(() => parseWrappingKeys(setting)).toThrow(WrappingKeyError);
    expect(() => parseWrappingKeys(setting)).toThrow(message);
  });
});

describe('sealing a key', () => {
  const keyringA = parseWrappingKeys(entryA);

  it('opens to the same bytes, with the key id beside a ciphertext that is not the key', () => {
    const sealed = sealKey(keyringA, 'event-1', secret);
    expect(sealed).toMatchObject({ algorithm: 'AES-256-GCM', keyId: 'a' });
    expect(Buffer.from(sealed.ciphertext, 'base64url').equals(secret)).toBe(false);
    expect(JSON.stringify(sealed)).not.toContain(secret.toString('base64url'));
    expect(openKey(keyringA, 'event-1', sealed).equals(secret)).toBe(true);
  });

  it('uses a new nonce each time', () => {
    const first = sealKey(keyringA, 'event-1', secret);
    const second = sealKey(keyringA, 'event-1', secret);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it('does not open for another event (the event id is associated data)', () => {
    const sealed = sealKey(keyringA, 'event-1', secret);
    expect(() => openKey(keyringA, 'event-2', sealed)).toThrow(
      /event event-2 does not open with wrapping key "a"/,
    );
  });

  it('does not open once altered', () => {
    const sealed = sealKey(keyringA, 'event-1', secret);
    const bytes = Buffer.from(sealed.ciphertext, 'base64url');
    bytes[0]! ^= 1;
    expect(() =>
      openKey(keyringA, 'event-1', { ...sealed, ciphertext: bytes.toString('base64url') }),
    ).toThrow(WrappingKeyError);
  });

  it('says so when the key configured under its id is another one', () => {
    const sealed = sealKey(keyringA, 'event-1', secret);
    const otherA = parseWrappingKeys(newWrappingKeyEntry('a'));
    expect(() => openKey(otherA, 'event-1', sealed)).toThrow(
      /does not open with wrapping key "a": the key configured under that id is not the one it was sealed with/,
    );
  });

  it('says which key is missing when its id is no longer configured', () => {
    const sealed = sealKey(keyringA, 'event-1', secret);
    expect(() => openKey(parseWrappingKeys(entryB), 'event-1', sealed)).toThrow(
      /sealed with wrapping key "a", which TICKET_KEY_WRAPPING_KEYS does not hold \(it holds b\)/,
    );
  });

  it('opens with a previous key after a rotation, and seals with the current one', () => {
    const sealedWithA = sealKey(keyringA, 'event-1', secret);
    const rotated = parseWrappingKeys(`${entryB},${entryA}`);
    expect(isSealedWithCurrentKey(rotated, sealedWithA)).toBe(false);
    expect(openKey(rotated, 'event-1', sealedWithA).equals(secret)).toBe(true);
    const sealedWithB = sealKey(rotated, 'event-1', secret);
    expect(sealedWithB.keyId).toBe('b');
    expect(isSealedWithCurrentKey(rotated, sealedWithB)).toBe(true);
    expect(openKey(parseWrappingKeys(entryB), 'event-1', sealedWithB).equals(secret)).toBe(true);
  });
});
