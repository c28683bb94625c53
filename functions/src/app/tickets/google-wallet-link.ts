import type { GoogleWalletCredentials } from '../common/wallet-credentials';
import type { WalletTicketFacts } from './wallet-ticket-facts';
import { isoInZone } from './zoned-iso';

/** Google Wallet's "save" address: the pass travels in the link itself, as a signed JWT. */
export const googleWalletSaveBase = 'https://pay.google.com/gp/v/save/';

/** A string as Google Wallet's localised fields take it. */
const localised = (value: string) => ({ defaultValue: { language: 'en', value } });

/**
 * Google's ids are `{issuerId}.{suffix}`, the suffix of letters, digits, `.`, `_` and `-`.
 * One class per event (its name, venue and time, shared by its tickets), one object per
 * ticket, named by the ticket's lookup key: never the code, which only the barcode carries.
 */
export const googleWalletIds = (issuerId: string, facts: WalletTicketFacts) => ({
  classId: `${issuerId}.event-${facts.eventId.replace(/[^A-Za-z0-9._-]/g, '_')}`,
  objectId: `${issuerId}.ticket-${facts.passId}`,
});

/** The event's times as Google shows them: the venue's wall clock with its offset. */
function dateTimeOf(facts: WalletTicketFacts) {
  if (!facts.startsAt) return undefined;
  const start = isoInZone(new Date(facts.startsAt), facts.timeZone);
  return facts.endsAt
    ? { start, end: isoInZone(new Date(facts.endsAt), facts.timeZone) }
    : { start };
}

/**
 * A "Save to Google Wallet" link for one ticket: an EventTicketObject and its
 * EventTicketClass in a JWT signed RS256 with the issuer's service-account key (jose). Google
 * creates or updates the class and the object when the holder saves, so the platform keeps
 * nothing at Google and calls no Google API.
 */
export async function googleWalletSaveUrl(
  facts: WalletTicketFacts,
  credentials: GoogleWalletCredentials,
  { now, origin }: { now: Date; origin: string },
): Promise<string> {
  // Loaded when first asked for: not on every cold start.
  const { SignJWT, importPKCS8 } = await import('jose');
  const { classId, objectId } = googleWalletIds(credentials.issuerId, facts);
  const dateTime = dateTimeOf(facts);
  const eventTicketClass = {
    id: classId,
    issuerName: credentials.issuerName,
    eventId: facts.eventId,
    eventName: localised(facts.eventName),
    ...(facts.locationText
      ? { venue: { name: localised(facts.locationText), address: localised(facts.locationText) } }
      : {}),
    ...(dateTime ? { dateTime } : {}),
    hexBackgroundColor: '#6b2fd6',
    // A class made through a save link goes to Google's review as any other.
    reviewStatus: 'UNDER_REVIEW',
  };
  const eventTicketObject = {
    id: objectId,
    classId,
    state: 'ACTIVE',
    // The ticket page's payload, so the door reads the pass as it reads the page.
    barcode: { type: 'QR_CODE', value: facts.qrPayload },
    ticketHolderName: facts.holder,
    ticketType: localised(facts.typeName),
    reservationInfo: { confirmationCode: facts.orderReference },
    linksModuleData: {
      uris: [{ uri: facts.ticketUrl, description: 'Your ticket online', id: 'ticket-page' }],
    },
  };
  const key = await importPKCS8(credentials.privateKeyPem, 'RS256');
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: {
      eventTicketClasses: [eventTicketClass],
      eventTicketObjects: [eventTicketObject],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(credentials.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${googleWalletSaveBase}${jwt}`;
}
