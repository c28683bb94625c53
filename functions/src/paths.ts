/** Typed builders for every document path, so paths are never concatenated ad hoc. */
export const collections = {
  events: 'events',
  users: 'users',
  auditLog: 'auditLog',
  purchaseRequests: 'purchaseRequests',
  orders: 'orders',
  tickets: 'tickets',
  questionnaireSubmissions: 'questionnaireSubmissions',
  rateLimits: 'rateLimits',
  eventKeys: 'eventKeys',
  payouts: 'payouts',
  ticketTransfers: 'ticketTransfers',
  waitingLists: 'waitingLists',
  organisations: 'organisations',
  memberships: 'memberships',
  invitations: 'invitations',
  payoutAccounts: 'payoutAccounts',
  twoStep: 'twoStep',
  mailings: 'mailings',
  webhookEvents: 'webhookEvents',
  webhookDeliveries: 'webhookDeliveries',
  apiKeys: 'apiKeys',
  documentCounters: 'documentCounters',
  dataLinks: 'dataLinks',
  erasures: 'erasures',
} as const;

export const paths = {
  /** The last number an issuer gave in one series of its documents (app/invoices). */
  documentCounter: (issuer: string, series: string) => `documentCounters/${issuer}~${series}`,
  /** The platform's fee invoice or credit note to an organisation for a month and currency. */
  feeDocument: (orgId: string, documentId: string) =>
    `organisations/${orgId}/feeDocuments/${documentId}`,
  feeDocuments: (orgId: string) => `organisations/${orgId}/feeDocuments`,
  /** Through which month an organisation's fee documents are issued (app/invoices). */
  feeDocumentCheck: (orgId: string) => `feeDocumentChecks/${orgId}`,
  /** A reader issuing an organisation's fee documents through a month; the others wait. */
  feeDocumentClaim: (orgId: string, month: string) => `feeDocumentClaims/${orgId}~${month}`,
  /** An organisation's API key: its hash, role and events, found by the key's id (issue 41). */
  apiKey: (keyId: string) => `apiKeys/${keyId}`,
  /** Something that happened to an organisation, for its webhooks (app/webhooks). */
  webhookEvent: (eventId: string) => `webhookEvents/${eventId}`,
  /** One of an organisation's webhook endpoints: where, which types, its signing secret. */
  webhookEndpoint: (orgId: string, endpointId: string) =>
    `organisations/${orgId}/webhookEndpoints/${endpointId}`,
  webhookEndpoints: (orgId: string) => `organisations/${orgId}/webhookEndpoints`,
  /** One event sent to one endpoint, with its attempts: `{eventId}~{endpointId}`. */
  webhookDelivery: (deliveryId: string) => `webhookDeliveries/${deliveryId}`,
  /** One email to many people, sent once to each (see app/mailings). */
  mailing: (mailingId: string) => `mailings/${mailingId}`,
  mailingBatches: (mailingId: string) => `mailings/${mailingId}/batches`,
  /** A mailing's recipients `index`, zero-padded so that ids sort as the batches go. */
  mailingBatch: (mailingId: string, index: number) =>
    `mailings/${mailingId}/batches/${String(index).padStart(5, '0')}`,
  /** An address that asked for no more promotional messages of the organisation (by its key). */
  unsubscribe: (orgId: string, recipientKey: string) =>
    `organisations/${orgId}/unsubscribes/${recipientKey}`,
  unsubscribes: (orgId: string) => `organisations/${orgId}/unsubscribes`,
  event: (eventId: string) => `events/${eventId}`,
  eventTypes: (eventId: string) => `events/${eventId}/types`,
  eventType: (eventId: string, typeId: string) => `events/${eventId}/types/${typeId}`,
  user: (uid: string) => `users/${uid}`,
  /** An organisation that sells events together (see app/organisations). */
  organisation: (orgId: string) => `organisations/${orgId}`,
  /** One entry of an organisation's audit log: append-only (see organisations/audit-log.ts). */
  organisationAuditEntry: (orgId: string, entryId: string) =>
    `organisations/${orgId}/audit/${entryId}`,
  organisationAudit: (orgId: string) => `organisations/${orgId}/audit`,
  /** A person's place in an organisation: queried by `orgId` or by `uid`. */
  membership: (orgId: string, uid: string) => `memberships/${orgId}~${uid}`,
  /** An invitation into an organisation (see app/organisations/invitations). */
  invitation: (invitationId: string) => `invitations/${invitationId}`,
  /** Which organisation a slug names: one per slug, so two can never share it. */
  organisationSlug: (slug: string) => `organisationSlugs/${slug}`,
  auditEntry: (entryId: string) => `auditLog/${entryId}`,
  purchaseRequest: (requestId: string) => `purchaseRequests/${requestId}`,
  order: (orderId: string) => `orders/${orderId}`,
  /** The allocator's turn: moved by every batch it commits (see allocate-purchases.ts). */
  allocatorTurn: () => 'allocator/turn',
  ticket: (code: string) => `tickets/${code}`,
  /** A ticket handed to a friend, until and after they claim it (see app/transfers). */
  ticketTransfer: (transferId: string) => `ticketTransfers/${transferId}`,
  /** What is taken (held or sold) of a ticket type: written by the allocator only. */
  stock: (eventId: string, typeId: string) => `events/${eventId}/stock/${typeId}`,
  /** A promo code of an event, by its normalised code; its uses are the allocator's to count. */
  promoCode: (eventId: string, code: string) => `events/${eventId}/promoCodes/${code}`,
  promoCodes: (eventId: string) => `events/${eventId}/promoCodes`,
  eventStock: (eventId: string) => `events/${eventId}/stock`,
  /**
   * Partition `partition`'s slice of a ticket type's stock, for an event sold through several
   * allocator partitions (see domain/partitions.ts): beside the type's own stock document,
   * which such an event never writes, so that everything reading the `stock` collection
   * sees every slice.
   */
  stockSlice: (eventId: string, typeId: string, partition: number) =>
    `events/${eventId}/stock/${typeId}~${partition}`,
  /** The turn of one allocator partition of an event: as `allocatorTurn` is to the rest. */
  partitionTurn: (eventId: string, partition: number) =>
    `events/${eventId}/allocatorTurns/${partition}`,
  partitionTurns: (eventId: string) => `events/${eventId}/allocatorTurns`,
  /** SPEC.md's `config/v1`: settings administrators edit (the questionnaire's labels). */
  configV1: () => 'config/v1',
  questionnaireSubmission: (submissionId: string) => `questionnaireSubmissions/${submissionId}`,
  /** One fixed-window counter per bucket and client (see app/common/rate-limit.ts). */
  rateLimit: (counterId: string) => `rateLimits/${counterId}`,
  /** The event's Ed25519 key pair for tickets' QR codes (see app/check-in/door-records.ts). */
  eventKey: (eventId: string) => `eventKeys/${eventId}`,
  checkInDevices: (eventId: string) => `events/${eventId}/checkInDevices`,
  checkInDevice: (eventId: string, deviceId: string) =>
    `events/${eventId}/checkInDevices/${deviceId}`,
  scans: (eventId: string) => `events/${eventId}/scans`,
  scan: (eventId: string, scanId: string) => `events/${eventId}/scans/${scanId}`,
  /** A buyer's place in an event's waiting room, one per buyer session (see app/waiting-room). */
  waitingEntry: (eventId: string, uid: string) => `events/${eventId}/waitingRoom/${uid}`,
  waitingRoom: (eventId: string) => `events/${eventId}/waitingRoom`,
  /** Emulator only: how far an event's waiting room reads the clock ahead (app/waiting-room/room-clock). */
  emulatorRoomClock: (eventId: string) => `emulatorRoomClocks/${eventId}`,
  /** The one purchase an admission token was used for (its id is the token's). */
  admissionUse: (eventId: string, tokenId: string) => `events/${eventId}/admissionUses/${tokenId}`,
  /** One entry of an event's ledger; its id is the entry's idempotency key. */
  ledgerEntry: (eventId: string, entryId: string) => `events/${eventId}/ledger/${entryId}`,
  ledger: (eventId: string) => `events/${eventId}/ledger`,
  /** A buyer's request to refund an order (see app/refund-requests): one per order. */
  refundRequest: (eventId: string, orderId: string) =>
    `events/${eventId}/refundRequests/${orderId}`,
  refundRequests: (eventId: string) => `events/${eventId}/refundRequests`,
  /** One shard of an event's running money totals in a currency (see app/money). */
  moneyShard: (eventId: string, shardId: string) => `events/${eventId}/money/${shardId}`,
  eventMoney: (eventId: string) => `events/${eventId}/money`,
  /** A payout of an event's balance in one currency: its id is the transfer's reference. */
  payout: (payoutId: string) => `payouts/${payoutId}`,
  /** One payout at a time per event and currency: the payout in flight, if any. */
  payoutLock: (eventId: string, currency: string) => `events/${eventId}/payoutLocks/${currency}`,
  /**
   * An organiser's payout account in one currency: the Paystack recipient, never the full
   * account number (see app/payout-accounts/payout-account-records.ts).
   */
  payoutAccount: (orgId: string, currency: string) => `payoutAccounts/${orgId}_${currency}`,
  /** The platform fee an administrator set for one organiser (else PLATFORM_FEE_*). */
  organiserFee: (uid: string) => `organiserFees/${uid}`,
  /** The record that a one-time data migration (a backfill) ran to the end. */
  migration: (name: string) => `migrations/${name}`,
  /** A ticket type's waiting list (see app/waiting-list): `{eventId}~{typeId}`. */
  waitingList: (eventId: string, typeId: string) => `waitingLists/${eventId}~${typeId}`,
  waitingListEntries: (eventId: string, typeId: string) =>
    `waitingLists/${eventId}~${typeId}/entries`,
  waitingListEntry: (eventId: string, typeId: string, entryId: string) =>
    `waitingLists/${eventId}~${typeId}/entries/${entryId}`,
  /** An event's waiting-list settings (how long an offer holds its tickets). */
  waitingListSettings: (eventId: string) => `events/${eventId}/settings/waitingList`,
  /** A person's two-step sign-in: the TOTP secret and the sign-ins that passed (app/two-step). */
  twoStep: (uid: string) => `twoStep/${uid}`,
  /** A link emailed to an address whose data was asked for (app/personal-data), 24 hours. */
  dataLink: (linkId: string) => `dataLinks/${linkId}`,
  /** A person's erasure, carried out event by event (app/erasure). */
  erasure: (erasureId: string) => `erasures/${erasureId}`,
  /** How far the retention sweep has removed attendee details, by the events' `overAt`. */
  retentionSweep: () => 'retentionSweeps/attendeeDetails',
};

/** Blob paths, laid out as storage.rules expects. */
export const blobPaths = {
  profilePhoto: (uid: string) => `images/${uid}/profile`,
  /**
   * One banner version: every upload gets a path of its own and is never overwritten, so a
   * URL naming a version always serves the same bytes (see app/events/upload-event-banner.ts).
   */
  eventBanner: (eventId: string, version: string) => `events/${eventId}/banners/${version}`,
  /** One logo version of an organisation: never overwritten, as banner versions are not. */
  organisationLogo: (orgId: string, version: string) => `organisations/${orgId}/logos/${version}`,
  organisationLogos: (orgId: string) => `organisations/${orgId}/logos`,
  /** Everything an event stores: its banner versions (and a banner from before versions). */
  eventFolder: (eventId: string) => `events/${eventId}`,
};

/**
 * Whether a gateway reference could be one of ours: order ids and payout ids are letters,
 * digits, `_` and `-` (Paystack also allows `.` and `=`), and always a document's id, so
 * never `.`, `..` or `__…__`. Anything else is nobody's order or payout, and is not looked up.
 */
export function couldBeOurReference(reference: string): boolean {
  return (
    /^[A-Za-z0-9_.=-]{1,1500}$/.test(reference) &&
    reference !== '.' &&
    reference !== '..' &&
    !/^__.*__$/.test(reference)
  );
}
