import { defineSecret } from 'firebase-functions/params';

/**
 * The keys that seal events' signing keys (app/tickets/key-envelope.ts), from Secret Manager:
 * `firebase functions:secrets:set TICKET_KEY_WRAPPING_KEYS` (docs/operations.md, "Ticket signing keys").
 * Declared, so a deploy without it fails; the value is read from the environment where a key
 * is sealed or opened, as Cloud Functions mounts it there. Named literally, so a reader of the
 * code (and the deploy's check) sees it; a test holds it to key-envelope.ts's setting name.
 */
export const ticketKeyWrappingSecret = defineSecret('TICKET_KEY_WRAPPING_KEYS');

/**
 * The secrets of a function that may sign tickets (show them, email them, admit a buyer). The
 * emulators take the keys from the environment the local stack sets.
 */
export const ticketSigningSecrets =
  process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [ticketKeyWrappingSecret];
