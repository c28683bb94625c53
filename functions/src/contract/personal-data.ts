import { z } from 'zod';
import { askedEmailAddress } from './asked-email-address';
import { docIdSchema } from './ids';

/*
 * People's data on request (issue 43): everything we keep about a person as one JSON file,
 * for a signed-in account (`GET /api/me/personal-data`) or for an address without one, through
 * a link emailed to it that works for 24 hours (`/my-data/{linkId}#{token}`).
 */

/** `POST /api/my-data`: the address whose data is asked for. */
export const dataLinkRequest = z.object({ email: askedEmailAddress });
export type DataLinkRequest = z.input<typeof dataLinkRequest>;

/** The same answer whether or not we hold anything about the address. */
export const dataLinkRequestAnswer = z.object({ message: z.string() });
export type DataLinkRequestAnswer = z.output<typeof dataLinkRequestAnswer>;

export const dataLinkRequestMessage =
  'If we hold anything about that address, we have emailed it a link to see and download it. The link works for 24 hours. Check your inbox (and spam folder) in a minute.';

/** How long an emailed link works. */
export const dataLinkLifetimeHours = 24;

/** A link's id (20 characters, as the store makes them) in `/api/my-data/{linkId}`. */
export const dataLinkPathParams = z.object({ linkId: docIdSchema('a link id', { max: 40 }) });

/** The link's secret travels in this header, never in an address, so no log keeps it. */
export const dataLinkTokenHeader = 'x-data-link-token';

/** A link's secret: 32 random bytes in base64url (43 characters). */
export const dataLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** What we hold about the link's address, in short: the page shows it above the download. */
export const dataLinkSummary = z.object({
  email: z.string(),
  expiresAt: z.string(),
  counts: z.object({
    orders: z.number().int(),
    /** Purchases that never became an order (refused, or still waiting). */
    purchaseAttempts: z.number().int(),
    tickets: z.number().int(),
    transfers: z.number().int(),
    refundRequests: z.number().int(),
    waitingLists: z.number().int(),
    questionnaireSubmissions: z.number().int(),
    consents: z.number().int(),
  }),
  /** The events the orders, tickets and waiting lists are for, soonest last. */
  events: z.array(z.object({ id: z.string(), name: z.string(), startsAt: z.string().optional() })),
});
export type DataLinkSummary = z.infer<typeof dataLinkSummary>;

// ---------------------------------------------------------------------------------------
// The download

const eventRef = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string().optional(),
});

/** An answer under the question it was given to (its label then, or its id if unknown). */
const answer = z.object({ question: z.string(), answer: z.string() });

const orderTicket = z.object({
  /** The ticket's code, for the tickets the person holds; absent for one held by someone else. */
  code: z.string().optional(),
  typeName: z.string(),
  status: z.enum(['valid', 'void']),
  voidReason: z.string().optional(),
  /** The holder as the buyer named them at checkout (or since, on the ticket's page). */
  holderName: z.string().optional(),
  holderEmail: z.string().optional(),
  answers: z.array(answer).optional(),
  checkedInAt: z.string().optional(),
  /** Handed on with the buyer's own transfer: the friend as the buyer typed them. */
  transferredTo: z.object({ name: z.string(), email: z.string(), at: z.string() }).optional(),
});

const order = z.object({
  reference: z.string(),
  event: eventRef,
  status: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  items: z.array(
    z.object({ typeName: z.string(), quantity: z.number().int(), unitPrice: z.number().int() }),
  ),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  refundedAt: z.string().optional(),
  receiptNumber: z.number().int().optional(),
  creditNoteNumber: z.number().int().optional(),
  /** Where the buyer came from (a tracking link or a site's widget). */
  source: z.string().optional(),
  promoCode: z.string().optional(),
  /** The answers to the questions asked once per order. */
  answers: z.array(answer).optional(),
  tickets: z.array(orderTicket),
});

/** A ticket the person holds from someone else's order (a friend's transfer, a named holder). */
const heldTicket = z.object({
  code: z.string(),
  orderReference: z.string(),
  event: eventRef,
  typeName: z.string(),
  status: z.enum(['valid', 'void']),
  voidReason: z.string().optional(),
  holderName: z.string().optional(),
  holderEmail: z.string().optional(),
  answers: z.array(answer).optional(),
  checkedInAt: z.string().optional(),
  createdAt: z.string(),
});

/** A purchase that never became an order (refused, or still waiting): what the buyer sent. */
const purchaseAttempt = z.object({
  event: eventRef,
  email: z.string(),
  status: z.enum(['pending', 'refused']),
  /** Why it was refused (`sold_out`, `not_on_sale`, …). */
  refusal: z.string().optional(),
  items: z.array(z.object({ typeId: z.string(), quantity: z.number().int() })),
  answers: z.array(answer).optional(),
  /** The holders the buyer named, in the order of the tickets asked for. */
  holders: z
    .array(
      z.object({
        name: z.string().optional(),
        email: z.string().optional(),
        answers: z.array(answer).optional(),
      }),
    )
    .optional(),
  createdAt: z.string(),
});

const transfer = z.object({
  direction: z.enum(['sent', 'received']),
  event: eventRef,
  /** The friend's name and address as the sender typed them. */
  toName: z.string(),
  toEmail: z.string(),
  /** The sender's address: on transfers the person sent (their own). */
  fromEmail: z.string().optional(),
  status: z.enum(['pending', 'claimed', 'cancelled']),
  createdAt: z.string(),
  claimedAt: z.string().optional(),
  cancelledAt: z.string().optional(),
});

const refundRequest = z.object({
  orderReference: z.string(),
  event: eventRef,
  state: z.enum(['pending', 'approved', 'declined']),
  reason: z.string().optional(),
  requestedAt: z.string(),
  decidedAt: z.string().optional(),
  declineReason: z.string().optional(),
});

const waitingListEntry = z.object({
  event: eventRef,
  typeName: z.string(),
  email: z.string(),
  quantity: z.number().int(),
  state: z.string(),
  joinedAt: z.string(),
  offer: z
    .object({ quantity: z.number().int(), offeredAt: z.string(), expiresAt: z.string() })
    .optional(),
  orderReference: z.string().optional(),
});

const questionnaireSubmission = z.object({
  info: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  gender: z.string(),
  firstName: z.string(),
  email: z.string(),
  country: z.string(),
  questions: z.array(z.object({ label: z.string(), answer: z.string() })),
  message: z.string(),
  /** What the platform's team answered, when it did. */
  response: z.string().optional(),
  respondedAt: z.string().optional(),
});

const profile = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  gender: z.string().optional(),
  dob: z.string().optional(),
  country: z.string().optional(),
  state: z.string().optional(),
  hasPhoto: z.boolean(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

const membership = z.object({
  organisationId: z.string(),
  organisationName: z.string(),
  role: z.string(),
  /** The events the role is limited to; absent: all of the organisation's. */
  limitedToEventIds: z.array(z.string()).optional(),
  addedAt: z.string(),
});

/** An organisation the address asked for no more promotional messages from. */
const consent = z.object({
  organisationId: z.string(),
  organisationName: z.string(),
  promotionalMessages: z.literal('unsubscribed'),
  at: z.string(),
});

/** `GET /api/me/personal-data` and `GET /api/my-data/{linkId}/download`: the whole file. */
export const personalData = z.object({
  format: z.literal('ticketing-paradise-personal-data/1'),
  generatedAt: z.string(),
  /** Whose data: the account (and its verified address), or the address a link was sent to. */
  subject: z.object({
    uid: z.string().optional(),
    email: z.string().optional(),
    emailVerified: z.boolean().optional(),
  }),
  /** The account's profile; null without an account. */
  profile: profile.nullable(),
  /** The application to organise events: the signed-in draft, and what was sent. */
  questionnaire: z.object({
    draft: z.record(z.string(), z.unknown()).nullable(),
    submissions: z.array(questionnaireSubmission),
  }),
  /** Whether two-step sign-in is on, and when it was set up: never its secret or codes. */
  twoStepSignIn: z
    .object({
      enabled: z.boolean(),
      setUpAt: z.string(),
      confirmedAt: z.string().optional(),
      recoveryCodesLeft: z.number().int(),
    })
    .nullable(),
  memberships: z.array(membership),
  orders: z.array(order),
  ticketsHeld: z.array(heldTicket),
  purchaseAttempts: z.array(purchaseAttempt),
  transfers: z.array(transfer),
  refundRequests: z.array(refundRequest),
  waitingLists: z.array(waitingListEntry),
  consents: z.array(consent),
  /** What the file leaves out, and why (see docs/buyers.md). */
  notes: z.array(z.string()),
});
export type PersonalData = z.infer<typeof personalData>;
export type PersonalDataOrder = z.infer<typeof order>;
export type PersonalDataOrderTicket = z.infer<typeof orderTicket>;
export type PersonalDataHeldTicket = z.infer<typeof heldTicket>;
export type PersonalDataTransfer = z.infer<typeof transfer>;
export type PersonalDataEvent = z.infer<typeof eventRef>;
export type PersonalDataAnswer = z.infer<typeof answer>;
