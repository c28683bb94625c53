import { ticketLookupKeyLength } from '@contract/door';
import { bytesToBase64url } from './base64url';

/**
 * The name the check-in bundle gives a ticket (see the contract): base64url of SHA-256 of the
 * code, first 22 characters. The scanner never holds codes, only these.
 */
export async function ticketLookupKey(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return bytesToBase64url(new Uint8Array(digest)).slice(0, ticketLookupKeyLength);
}
