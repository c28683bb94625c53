import { randomInt } from 'node:crypto';
import {
  apiKeyIdLength,
  apiKeyModes,
  apiKeySecretLength,
  type ApiKeyMode,
} from '../../contract/api-keys';
import { hashLinkSecret, matchesLinkSecret } from '../common/link-secret';
import { apiKeyPrefix } from './api-key-records';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` letters and digits from the system's secure random source. */
const randomText = (length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A new key: `tp_{mode}_{id}_{secret}`; only the secret's hash is kept. */
export function newApiKey(mode: ApiKeyMode) {
  const id = randomText(apiKeyIdLength);
  const secret = randomText(apiKeySecretLength);
  return { id, key: `${apiKeyPrefix(mode, id)}_${secret}`, secretHash: hashLinkSecret(secret) };
}

const keyPattern = new RegExp(
  `^tp_(${apiKeyModes.join('|')})_([A-Za-z0-9]{${apiKeyIdLength}})_([A-Za-z0-9]{${apiKeySecretLength}})$`,
);

/** A key's parts, or undefined for anything not shaped as one. */
export function parseApiKey(
  key: string,
): { mode: ApiKeyMode; id: string; secret: string } | undefined {
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  return { mode: match[1] as ApiKeyMode, id: match[2]!, secret: match[3]! };
}

/** Whether `secret` is the key's, compared in constant time. */
export const matchesApiKeySecret = matchesLinkSecret;
