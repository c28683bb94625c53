import { createHash } from 'node:crypto';
import { ticketLookupKeyLength } from '../../contract/door';

/**
 * The name a door device's downloaded list gives a ticket (see `ticketLookupKeyLength`):
 * it finds a scanned code without holding any code itself.
 */
export function ticketLookupKey(code: string): string {
  return createHash('sha256').update(code).digest('base64url').slice(0, ticketLookupKeyLength);
}
