import { z } from 'zod';
import { minorUnits } from './minor-units';

/**
 * Webhooks (issue 41): what an organisation's endpoints may ask to be told about. Each
 * delivery is `{ id, type, created, data }`; `id` stays the same across retries, so a receiver
 * drops repeats (delivery is at least once).
 */
export const webhookEventTypes = [
  'order.paid',
  'order.refunded',
  'ticket.checked_in',
  'ticket.transferred',
  'attendee.updated',
  'event.approved',
  'event.changed',
  'event.cancelled',
  'payout.paid',
  'payout.failed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/*
 * Each type's `data`, one shape wherever the event is staged (app/webhooks builds it from the
 * records): ids, the event's name, amounts in integer minor units with their currency, times
 * in ISO 8601, and what of the buyer the organiser already sees (email, holders' names).
 * Nothing secret: no signing keys, no gateway details, no link secrets.
 */

/** A time in ISO 8601 (UTC, or with the offset it was given in, as events' own times). */
const isoTime = z.iso.datetime({ offset: true });

/** The event the webhook is about. */
export const webhookEventRef = z.object({ id: z.string(), name: z.string() });

/** A ticket as the organiser's attendee list shows it. */
export const webhookTicket = z.object({
  /** The ticket's code (its QR code carries it): what the attendee list and check-in name it by. */
  code: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  orderReference: z.string(),
  /** Where the ticket was sent: the buyer's email, or the friend's who claimed it. */
  holderEmail: z.string(),
  /** The holder's name, where the event asks for it or a friend claimed the ticket. */
  holderName: z.string().optional(),
  /** The holder's own email as given at checkout, where the event asks for it. */
  attendeeEmail: z.string().optional(),
  /** The answers for this holder (the order's and the ticket's own), by question id. */
  answers: z.record(z.string(), z.string()).optional(),
});
export type WebhookTicket = z.infer<typeof webhookTicket>;

/** `order.paid`: a payment was confirmed (or a free order completed) and its tickets issued. */
export const orderPaidData = z.object({
  event: webhookEventRef,
  order: z.object({
    reference: z.string(),
    buyerEmail: z.string(),
    /** What the buyer paid, the service fee included when they pay it. */
    amount: minorUnits,
    currency: z.string(),
    paidAt: isoTime,
    items: z.array(
      z.object({
        typeId: z.string(),
        typeName: z.string(),
        quantity: z.number().int(),
        unitPrice: minorUnits,
        /** What a promo code took off this line. */
        discount: minorUnits.optional(),
      }),
    ),
    promoCode: z.string().optional(),
    /** Where the buyer came from: a tracking link's `ref` or the site the widget sold on. */
    source: z.string().optional(),
  }),
  tickets: z.array(webhookTicket),
});

/** `order.refunded`: an order was refunded in full and its tickets are void. */
export const orderRefundedData = z.object({
  event: webhookEventRef,
  order: z.object({
    reference: z.string(),
    buyerEmail: z.string(),
    amount: minorUnits,
    currency: z.string(),
    refundedAt: isoTime,
    reason: z.string(),
    /** `refunded`: by the organiser (or at the buyer's request); `cancelled`: with its event. */
    cause: z.enum(['refunded', 'cancelled']),
  }),
  /** The codes voided by the refund (a ticket passed on is voided under its friend's code). */
  voidedTicketCodes: z.array(z.string()),
});

/** `ticket.checked_in`: a ticket was let in (a scan, a door device, the organiser's list). */
export const ticketCheckedInData = z.object({
  event: webhookEventRef,
  ticket: webhookTicket,
  checkedInAt: isoTime,
  /** The door device's name, or the organiser's email. */
  checkedInBy: z.string(),
  /** Scanned while the device was offline, and sent when it came back. */
  offline: z.boolean(),
});

/** `ticket.transferred`: a friend claimed a ticket; it lives on under a new code. */
export const ticketTransferredData = z.object({
  event: webhookEventRef,
  transferId: z.string(),
  /** The code passed on, void from now on. */
  previousCode: z.string(),
  /** The friend's ticket. */
  ticket: webhookTicket,
  fromEmail: z.string(),
  transferredAt: isoTime,
});

/** `attendee.updated`: the buyer changed a ticket's holder or the order's answers. */
export const attendeeUpdatedData = z.object({
  event: webhookEventRef,
  /** The ticket as it is now. */
  ticket: webhookTicket,
  updatedAt: isoTime,
});

/** An event's time and place, as ticket holders are told them. */
export const webhookEventFacts = z.object({
  startsAt: isoTime.optional(),
  endsAt: isoTime.optional(),
  /** IANA time zone, such as `Africa/Johannesburg`. */
  timeZone: z.string().optional(),
  locationText: z.string().optional(),
  location: z.object({ lat: z.number(), lng: z.number() }).optional(),
});

/** `event.approved`: an administrator approved the event: it is on sale. */
export const eventApprovedData = z.object({
  event: webhookEventRef.extend(webhookEventFacts.shape),
  approvedAt: isoTime,
});

/** `event.changed`: an approved edit moved the event's time or place; holders are emailed. */
export const eventChangedData = z.object({
  event: webhookEventRef,
  changeId: z.string(),
  changes: z.array(z.enum(['when', 'where'])),
  before: webhookEventFacts,
  after: webhookEventFacts,
  changedAt: isoTime,
  /** The start moved so far that buyers are offered their money back. */
  refundOffered: z.boolean(),
});

/** `event.cancelled`: the event was cancelled; its paid orders are refunded (`order.refunded`). */
export const eventCancelledData = z.object({
  event: webhookEventRef,
  reason: z.string(),
  cancelledAt: isoTime,
});

const webhookPayout = z.object({
  id: z.string(),
  amount: minorUnits,
  currency: z.string(),
  bankName: z.string(),
  accountLast4: z.string(),
  createdAt: isoTime,
  settledAt: isoTime,
});

/** `payout.paid`: the bank transfer of a payout went through. */
export const payoutPaidData = z.object({
  event: webhookEventRef,
  payout: webhookPayout.extend({ status: z.literal('paid') }),
});

/** `payout.failed`: a payout's transfer failed or the bank sent it back: the money is on the balance again. */
export const payoutFailedData = z.object({
  event: webhookEventRef,
  payout: webhookPayout.extend({
    status: z.enum(['failed', 'reversed']),
    failureReason: z.string(),
  }),
});

/** Each type's `data`. */
export const webhookEventData = {
  'order.paid': orderPaidData,
  'order.refunded': orderRefundedData,
  'ticket.checked_in': ticketCheckedInData,
  'ticket.transferred': ticketTransferredData,
  'attendee.updated': attendeeUpdatedData,
  'event.approved': eventApprovedData,
  'event.changed': eventChangedData,
  'event.cancelled': eventCancelledData,
  'payout.paid': payoutPaidData,
  'payout.failed': payoutFailedData,
} as const satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookEventData<Type extends WebhookEventType> = z.infer<
  (typeof webhookEventData)[Type]
>;
