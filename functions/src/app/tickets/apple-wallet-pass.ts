import type { AppleWalletCredentials } from '../common/wallet-credentials';
import { walletPassImages } from './wallet-pass-images';
import type { WalletTicketFacts } from './wallet-ticket-facts';
import { isoInZone } from './zoned-iso';

/** What Safari and Wallet open a pass as. */
export const pkpassContentType = 'application/vnd.apple.pkpass';

/** The platform's brand colours (the email's), as Wallet takes them. */
const colours = {
  backgroundColor: 'rgb(107, 47, 214)',
  foregroundColor: 'rgb(255, 255, 255)',
  labelColor: 'rgb(233, 222, 255)',
};

/**
 * One ticket as an Apple Wallet event ticket (`.pkpass`): a zip of pass.json, the images,
 * manifest.json (the SHA-1 of every file) and `signature`, a PKCS#7 detached signature of
 * the manifest made with the platform's Pass Type ID certificate (passkit-generator).
 */
export async function appleWalletPass(
  facts: WalletTicketFacts,
  credentials: AppleWalletCredentials,
): Promise<Buffer> {
  // Loaded when first asked for, as the PDF and email libraries: not on every cold start.
  const { PKPass } = await import('passkit-generator');
  const start = facts.startsAt ? new Date(facts.startsAt) : undefined;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: credentials.passTypeIdentifier,
    teamIdentifier: credentials.teamIdentifier,
    organizationName: credentials.organizationName,
    serialNumber: facts.passId,
    description: `Ticket for ${facts.eventName}`,
    logoText: credentials.organizationName,
    ...colours,
    eventTicket: {
      primaryFields: [{ key: 'event', label: 'EVENT', value: facts.eventName }],
      secondaryFields: [
        ...(start
          ? [
              {
                key: 'starts',
                label: 'WHEN',
                // The wall clock at the venue with its offset, shown as written: the holder
                // sees the time on the door's clock wherever their phone is.
                value: isoInZone(start, facts.timeZone),
                dateStyle: 'PKDateStyleMedium',
                timeStyle: 'PKDateStyleShort',
                ignoresTimeZone: true,
              },
            ]
          : []),
        ...(facts.locationText
          ? [{ key: 'venue', label: 'VENUE', value: facts.locationText }]
          : []),
      ],
      auxiliaryFields: [
        { key: 'type', label: 'TICKET', value: facts.typeName },
        { key: 'holder', label: 'HOLDER', value: facts.holder },
      ],
      backFields: [
        { key: 'order', label: 'Order reference', value: facts.orderReference },
        ...(facts.organiserName
          ? [{ key: 'organiser', label: 'Organiser', value: facts.organiserName }]
          : []),
        ...(facts.timeZone ? [{ key: 'zone', label: 'Time zone', value: facts.timeZone }] : []),
        {
          key: 'page',
          label: 'Your ticket online',
          value: facts.ticketUrl,
          attributedValue: `<a href="${facts.ticketUrl}">Open the ticket page</a>`,
        },
        {
          key: 'refunds',
          label: 'Refunds',
          value: 'Ask the organiser; a refunded ticket no longer opens the door.',
        },
      ],
    },
  };
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      ...Object.fromEntries(
        Object.entries(walletPassImages).map(([name, base64]) => [
          name,
          Buffer.from(base64, 'base64'),
        ]),
      ),
    },
    {
      signerCert: credentials.signerCertPem,
      signerKey: credentials.signerKeyPem,
      wwdr: credentials.wwdrPem,
      ...(credentials.signerKeyPassphrase
        ? { signerKeyPassphrase: credentials.signerKeyPassphrase }
        : {}),
    },
  );
  // The ticket page's payload, so the door reads the pass as it reads the page. ASCII only
  // (base64url and dots), so ISO 8859-1 carries it unchanged.
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: facts.qrPayload,
    messageEncoding: 'iso-8859-1',
  });
  if (start) pass.setRelevantDate(start);
  if (facts.location) {
    pass.setLocations({
      latitude: facts.location.lat,
      longitude: facts.location.lng,
      relevantText: `${facts.eventName}: your ticket`,
    });
  }
  return pass.getAsBuffer();
}
