import { sign, verify } from 'node:crypto';
import { z } from 'zod';
import type { AdmissionClaims, AdmissionRefusal } from '../../domain/waiting-room';
import type { Clock } from '../../ports/clock';
import type { DocStore } from '../../ports/doc-store';
import { eventKeys, findEventPublicKey } from '../tickets/event-keys';

/**
 * Admission tokens: `adm1.{claims}.{signature}`, the claims as base64url JSON, signed with
 * the event's Ed25519 key (the one its tickets are signed with: no second secret to
 * configure or rotate). The signed text starts `admission.`, which no ticket's signed text
 * does (those start with the QR prefix), so a ticket's signature never passes for a token.
 * Ed25519 is deterministic: the same claims give the same token, so it is made again on
 * every poll rather than stored.
 */
const version = 'adm1';
const signedText = (claims: string) => Buffer.from(`admission.${claims}`);

const claimsSchema = z.object({
  eventId: z.string(),
  uid: z.string(),
  expiresAt: z.string(),
  tokenId: z.string(),
});

export async function signAdmission(
  services: { docs: DocStore; clock: Clock },
  claims: AdmissionClaims,
): Promise<string> {
  const { privateKey } = await eventKeys(services, claims.eventId);
  const encoded = Buffer.from(
    JSON.stringify({
      eventId: claims.eventId,
      uid: claims.uid,
      expiresAt: claims.expiresAt,
      tokenId: claims.tokenId,
    }),
  ).toString('base64url');
  const signature = sign(null, signedText(encoded), privateKey).toString('base64url');
  return `${version}.${encoded}.${signature}`;
}

/**
 * The claims of `token` when `eventId`'s key signed it; else why not. (Whether they admit this
 * buyer now is `admissionRefusal`'s to say.)
 */
export async function readAdmission(
  docs: DocStore,
  token: string,
  eventId: string,
): Promise<AdmissionClaims | AdmissionRefusal> {
  const [prefix, encoded, signature, ...rest] = token.split('.');
  if (prefix !== version || !encoded || !signature || rest.length > 0) return 'malformed';
  let claims: AdmissionClaims;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString()));
    if (!parsed.success) return 'malformed';
    claims = parsed.data;
  } catch {
    return 'malformed';
  }
  // A token of another event is named as such, not as a forgery: the clearer reason.
  if (claims.eventId !== eventId) return 'other_event';
  const keys = await findEventPublicKey(docs, eventId);
  const bytes = Buffer.from(signature, 'base64url');
  if (!keys || bytes.length !== 64) return 'forged';
  if (!verify(null, signedText(encoded), keys.publicKey, bytes)) return 'forged';
  return claims;
}
