import { z } from 'zod';
import { accessCodeCheckRequest, accessCodeCheckResponse } from '../../../contract/access-codes';
import { attendeeDetailsView } from '../../../contract/attendee-details';
import {
  beginTransactionRequest,
  beginTransactionResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from '../../../contract/checkout';
import { eventPathParams, purchaseRequestPathParams } from '../../../contract/ids';
import {
  lostTicketsAnswer,
  lostTicketsMessage,
  lostTicketsRequest,
} from '../../../contract/lost-tickets';
import { promoCodeCheckRequest, promoCodeCheckResponse } from '../../../contract/promo-codes';
import { availabilityResponse } from '../../../contract/public';
import { waitingRoomStatus } from '../../../contract/waiting-room';
import { exampleIds } from '../examples';
import { describeArea } from '../route-description';

const exampleHeld = {
  status: 'held',
  reference: exampleIds.reference,
  accessCode: 'x7k2m9q4p1',
  authorizationUrl: 'https://checkout.paystack.com/x7k2m9q4p1',
  amount: 30000,
  currency: 'ZAR',
  holdExpiresAt: '2026-11-20T09:45:00.000Z',
  items: [{ typeId: exampleIds.typeId, name: 'General admission', quantity: 2, unitPrice: 15000 }],
  charge: { feeMode: 'absorbed', platformFee: 2000, vat: 300 },
};

const codeCheckNote =
  'Guesses are limited per buyer (20 in 10 minutes, then 429), and every code that does not work gets the same 404, so codes cannot be found by trying.';

/** The Paystack event the webhook reads: its type and the reference; the rest is checked with Paystack. */
const paystackEvent = z.object({
  event: z.string(),
  data: z.object({ reference: z.string() }).passthrough(),
});
const received = z.object({ received: z.literal(true) });

export const checkoutRoutes = describeArea('Checkout', [
  {
    method: 'get',
    path: '/api/events/{eventId}/availability',
    summary: 'What is left of each ticket type',
    description:
      'Small and fresh, for an open event page to poll: each public type’s tickets left and state. Cached 5 seconds; the allocator decides each purchase for real.',
    auth: 'none',
    params: eventPathParams,
    responses: {
      200: {
        description: 'Each type’s state.',
        schema: availabilityResponse,
        example: { types: [{ id: exampleIds.typeId, left: 212, state: 'on_sale' }] },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/beginTransaction',
    summary: 'Buy tickets',
    description:
      'A function of its own (Hosting sends `/api/beginTransaction` to it). The buyer’s ID token, an anonymous session’s welcome. The same `requestKey` on every retry or second press means one purchase: sent again, it gets that purchase’s answer (its hold, order, place in the queue or refusal) whatever the stock is now; `again: true` is an optional hint that spares the repeat a payment started for nothing. 200 with the held order and its Paystack `authorizationUrl` (or `paid` for a free order, its tickets issued), 202 while the request waits in the queue (ask `GET /api/purchaseRequests/{requestId}`). 409 `sold_out`, `not_enough` (`details.left`) or `not_on_sale`; 403 `admission_required` or `admission_invalid` where the event’s waiting room is on. Amounts are in minor units.',
    auth: 'idToken',
    body: {
      schema: beginTransactionRequest,
      example: {
        eventId: exampleIds.eventId,
        email: 'thandi@example.com',
        items: [{ typeId: exampleIds.typeId, quantity: 2 }],
        requestKey: 'k8Fh2Lq9Zp',
      },
    },
    responses: {
      200: {
        description: 'Held, or paid (free).',
        schema: beginTransactionResponse,
        example: exampleHeld,
      },
      202: {
        description: 'Waiting in the queue: ask again with the request id.',
        schema: beginTransactionResponse,
        example: { status: 'queued', requestId: exampleIds.requestId },
      },
    },
    errors: [403, 404, 405, 409, 413, 415, 429, 503],
  },
  {
    method: 'get',
    path: '/api/purchaseRequests/{requestId}',
    summary: 'A queued purchase, asked again',
    description:
      'The buyer’s own only (404 for anyone else’s). 202 while it waits, with `position` (1 is next; counted up to a limit, so a larger number means “at least”); 200 once decided, as `beginTransaction` answers.',
    auth: 'idToken',
    params: purchaseRequestPathParams,
    responses: {
      200: {
        description: 'Decided: held or paid.',
        schema: beginTransactionResponse,
        example: exampleHeld,
      },
      202: {
        description: 'Still waiting.',
        schema: beginTransactionResponse,
        example: { status: 'queued', requestId: exampleIds.requestId, position: 14 },
      },
    },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/verifyPayment',
    summary: 'Ask whether an order was paid',
    description:
      'A function of its own. The page asks after the payment popup closes; a payment Paystack confirms is fulfilled (tickets issued and emailed) exactly once, however often this is asked. The buyer’s own orders only.',
    auth: 'idToken',
    body: { schema: verifyPaymentRequest, example: { reference: exampleIds.reference } },
    responses: {
      200: {
        description: 'Paid (with the tickets), unpaid, or refunded (a payment that came too late).',
        schema: verifyPaymentResponse,
        example: {
          status: 'paid',
          reference: exampleIds.reference,
          ticketCodes: [exampleIds.code],
        },
      },
    },
    errors: [404, 405, 415, 503],
  },
  {
    method: 'post',
    path: '/api/paystack/webhook',
    summary: 'Paystack’s webhook',
    description:
      'For Paystack, not for integrators: `charge.success` and the transfer events, signed with `x-paystack-signature` (HMAC-SHA512 of the raw body, checked first: a bad one is a 401 and changes nothing). Each event is confirmed with Paystack before it counts; a failure answers 500 so that Paystack retries. Bodies over 64 KB are refused.',
    auth: 'none',
    headers: [
      {
        name: 'x-paystack-signature',
        description: 'HMAC-SHA512 of the raw body with the Paystack secret key, hex.',
        required: true,
      },
    ],
    body: {
      schema: paystackEvent,
      example: { event: 'charge.success', data: { reference: exampleIds.reference } },
    },
    responses: {
      200: { description: 'Received.', schema: received, example: { received: true } },
    },
    errors: [400, 401, 405, 413],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/waitingRoom',
    summary: 'Join the waiting room, or ask where you stand',
    description:
      'Where the event’s waiting room is on, buyers join once (a session keeps its place through reloads) and ask again every few seconds; `admitted` gives the token `beginTransaction` needs, good for one purchase until `expiresAt`. `off` means buy straight away.',
    auth: 'idToken',
    params: eventPathParams,
    responses: {
      200: {
        description: 'Where the buyer stands.',
        schema: waitingRoomStatus,
        example: { state: 'waiting', placeInLine: 42, estimatedWaitSeconds: 90 },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/promoCodeCheck',
    summary: 'What a promo code takes off',
    description: `A usable code’s terms with the event’s fee terms, so the page prices the order as the allocator will. ${codeCheckNote}`,
    auth: 'idToken',
    params: eventPathParams,
    body: { schema: promoCodeCheckRequest, example: { code: 'EARLYBIRD' } },
    responses: {
      200: {
        description: 'The code’s terms.',
        schema: promoCodeCheckResponse,
        example: {
          code: 'EARLYBIRD',
          terms: { kind: 'percent', value: 2000, per: 'ticket', typeIds: [] },
          feeMode: 'absorbed',
          feeSchedule: {
            percentBasisPoints: 500,
            flatByCurrency: { ZAR: 250 },
            vatBasisPoints: 1500,
          },
        },
      },
    },
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/accessCodeCheck',
    summary: 'Which hidden ticket types an access code unlocks',
    description: `Typed on the page, or from its link’s \`?access=\`. ${codeCheckNote}`,
    auth: 'idToken',
    params: eventPathParams,
    body: { schema: accessCodeCheckRequest, example: { code: 'CREW2026' } },
    responses: {
      200: {
        description: 'The types it unlocks, in the organiser’s order.',
        schema: accessCodeCheckResponse,
        example: {
          code: 'CREW2026',
          types: [
            {
              id: 'crew',
              name: 'Crew',
              price: 0,
              currency: 'ZAR',
              maxPerOrder: 2,
              left: 18,
              state: 'on_sale',
            },
          ],
        },
      },
    },
    errors: [404, 429],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/attendeeQuestions',
    summary: 'What the buy panel asks',
    description: 'The event’s holder details and questions, for anyone, while it is on sale.',
    auth: 'none',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The questions.',
        schema: attendeeDetailsView.shape.settings,
        example: {
          holderName: 'required',
          holderEmail: 'optional',
          questions: [
            {
              id: 'diet',
              label: 'Dietary needs',
              kind: 'text',
              per: 'ticket',
              required: false,
              typeIds: [],
            },
          ],
          editCutoffHours: 24,
        },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/lost-tickets',
    summary: 'Send a buyer’s tickets for an event again',
    description:
      'Anyone, no sign-in: the tickets of this event that went to the address are emailed to it again. The answer is the same whether or not it has any, so nobody learns who bought. Limited per client and per address (429).',
    auth: 'none',
    params: eventPathParams,
    body: { schema: lostTicketsRequest, example: { email: 'thandi@example.com' } },
    responses: {
      202: {
        description: 'Sent, if there were any.',
        schema: lostTicketsAnswer,
        example: { message: lostTicketsMessage },
      },
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/lost-tickets',
    summary: 'Send a buyer’s tickets for every event to come again',
    description: 'As the event’s own, for every event still to come.',
    auth: 'none',
    body: { schema: lostTicketsRequest, example: { email: 'thandi@example.com' } },
    responses: {
      202: {
        description: 'Sent, if there were any.',
        schema: lostTicketsAnswer,
        example: { message: lostTicketsMessage },
      },
    },
    errors: [429],
  },
]);
