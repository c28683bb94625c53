import { attendeeDetailsSettings, attendeeDetailsView } from '../../../contract/attendee-details';
import { eventPathParams } from '../../../contract/ids';
import {
  createMessageRequest,
  messageList,
  messagePathParams,
  messageView,
  testMessageAnswer,
  testMessageRequest,
  unsubscribeAnswer,
  unsubscribeLink,
} from '../../../contract/messages';
import {
  createPromoCodeRequest,
  promoCodeList,
  promoCodePathParams,
  promoCodeView,
  updatePromoCodeRequest,
} from '../../../contract/promo-codes';
import { salesResponse } from '../../../contract/tickets';
import {
  joinWaitingListRequest,
  joinWaitingListResponse,
  leaveWaitingListResponse,
  offerNowRequest,
  offerNowResponse,
  waitingEntryPathParams,
  waitingEntryTokenHeader,
  waitingEntryTokenRequest,
  waitingEntryView,
  waitingListPathParams,
  waitingListSettingsRequest,
  waitingListsView,
} from '../../../contract/waiting-list';
import { beginTransactionResponse } from '../../../contract/checkout';
import { exampleIds, exampleOrderRow, exampleTime } from '../examples';
import { describeArea, withErrors } from '../route-description';

const exampleAttendeeDetails = {
  settings: {
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
  archivedQuestions: [],
};

const examplePromoCode = {
  code: 'EARLYBIRD',
  discount: { kind: 'percent', percent: 20, per: 'ticket' },
  typeIds: [],
  maxUses: 100,
  maxUsesPerBuyer: null,
  validFrom: null,
  validUntil: '2026-12-01T00:00:00.000Z',
  active: true,
  used: 12,
  paidOrders: 11,
  revenue: { ZAR: 264000 },
  discounted: { ZAR: 66000 },
};

const exampleMessage = {
  id: exampleIds.messageId,
  subject: 'Doors open at 17:00',
  body: 'See you on the roof. Bring a jacket: it gets windy after dark.',
  audience: { kind: 'holders' },
  promotional: false,
  status: 'scheduled',
  sendAt: '2026-12-12T08:00:00.000Z',
  createdAt: exampleTime,
  createdBy: 'organiser@example.com',
  recipients: null,
  sent: 0,
  failed: 0,
  skipped: 0,
};

const exampleEntry = {
  eventId: exampleIds.eventId,
  eventName: 'Rooftop Sessions: December',
  typeId: exampleIds.typeId,
  typeName: 'General admission',
  quantity: 2,
  state: 'offered',
  offer: {
    quantity: 2,
    expiresAt: '2026-11-21T09:30:00.000Z',
    unitPrice: 15000,
    amount: 30000,
    currency: 'ZAR',
  },
};

const entryToken = { token: 'Wq8Zr3Lm2Nc7Tf1Vb9Xk4P' };

/** The organiser's tools on one event: who may use each is their role's right there. */
const organiserOf = (right: string) =>
  `The event’s team with \`${right}\` (and administrators); anyone else is told the event does not exist (404).`;

export const eventWorkspaceRoutes = describeArea('Event workspace', [
  ...withErrors(
    [403, 404],
    [
      {
        method: 'get',
        path: '/api/events/{eventId}/sales',
        summary: 'An event’s sales',
        description: `Each type’s sold, held and left tickets and revenue (paid orders), the latest orders, and paid orders by where their buyers came from (tracking links’ \`?ref=\`, widgets’ sites; \`null\` is Direct). ${organiserOf('orders.view')}`,
        auth: 'account',
        params: eventPathParams,
        responses: {
          200: {
            description: 'The sales.',
            schema: salesResponse,
            example: {
              types: [
                {
                  id: exampleIds.typeId,
                  name: 'General admission',
                  currency: 'ZAR',
                  capacity: 300,
                  sold: 88,
                  held: 4,
                  left: 208,
                  revenue: 1320000,
                },
              ],
              orders: [exampleOrderRow],
              sources: [
                {
                  source: 'instagram',
                  orders: 31,
                  tickets: 58,
                  revenue: [{ currency: 'ZAR', amount: 870000 }],
                },
              ],
            },
          },
        },
      },
      {
        method: 'get',
        path: '/api/events/{eventId}/attendeeDetails',
        summary: 'What the event asks of its buyers',
        description: `The holder’s name and email settings, the questions, and those removed since (their answers are kept). ${organiserOf('event.view')}`,
        auth: 'account',
        params: eventPathParams,
        responses: {
          200: {
            description: 'The settings.',
            schema: attendeeDetailsView,
            example: exampleAttendeeDetails,
          },
        },
      },
      {
        method: 'put',
        path: '/api/events/{eventId}/attendeeDetails',
        summary: 'Change what the event asks',
        description: `The whole settings; a question left out is archived with its answers. ${organiserOf('event.edit')}`,
        auth: 'account',
        params: eventPathParams,
        body: { schema: attendeeDetailsSettings, example: exampleAttendeeDetails.settings },
        responses: {
          200: {
            description: 'The settings as saved.',
            schema: attendeeDetailsView,
            example: exampleAttendeeDetails,
          },
        },
      },
      {
        method: 'get',
        path: '/api/events/{eventId}/promoCodes',
        summary: 'An event’s promo codes',
        description: `Each with its uses and what paid orders with it earned and took off. ${organiserOf('promo_codes.manage')}`,
        auth: 'account',
        params: eventPathParams,
        responses: {
          200: {
            description: 'The codes.',
            schema: promoCodeList,
            example: { codes: [examplePromoCode] },
          },
        },
      },
      {
        method: 'post',
        path: '/api/events/{eventId}/promoCodes',
        summary: 'Make a promo code',
        description: `A percentage (two decimals at most) or an amount, per ticket or per order, for chosen types or all; limits of uses in all and per buyer; a window of validity. Codes are any case, kept in capitals; one already there is a 409. ${organiserOf('promo_codes.manage')}`,
        auth: 'account',
        params: eventPathParams,
        body: {
          schema: createPromoCodeRequest,
          example: {
            code: 'earlybird',
            discount: { kind: 'percent', percent: 20 },
            maxUses: 100,
            validUntil: '2026-12-01T00:00:00.000Z',
          },
        },
        responses: {
          201: {
            description: 'The code.',
            schema: promoCodeView,
            example: { ...examplePromoCode, used: 0, paidOrders: 0, revenue: {}, discounted: {} },
          },
        },
        errors: [409],
      },
      {
        method: 'patch',
        path: '/api/events/{eventId}/promoCodes/{code}',
        summary: 'Change a promo code',
        description: `A new discount applies to orders from then on; the per-buyer limit is fixed at creation. ${organiserOf('promo_codes.manage')}`,
        auth: 'account',
        params: promoCodePathParams,
        body: { schema: updatePromoCodeRequest, example: { maxUses: 150 } },
        responses: {
          200: {
            description: 'The code.',
            schema: promoCodeView,
            example: { ...examplePromoCode, maxUses: 150 },
          },
        },
      },
      {
        method: 'delete',
        path: '/api/events/{eventId}/promoCodes/{code}',
        summary: 'Deactivate a promo code',
        description: `Codes are never deleted (their orders name them): deactivated. ${organiserOf('promo_codes.manage')}`,
        auth: 'account',
        params: promoCodePathParams,
        responses: {
          200: {
            description: 'The code, inactive.',
            schema: promoCodeView,
            example: { ...examplePromoCode, active: false },
          },
        },
      },
      {
        method: 'get',
        path: '/api/events/{eventId}/messages',
        summary: 'An event’s messages to its people',
        description: `Newest first, with each one’s progress, and how many were sent today of the day’s allowance. ${organiserOf('attendees.message')}`,
        auth: 'account',
        params: eventPathParams,
        responses: {
          200: {
            description: 'The messages.',
            schema: messageList,
            example: { messages: [exampleMessage], sentToday: 1, perDay: 5 },
          },
        },
      },
      {
        method: 'post',
        path: '/api/events/{eventId}/messages',
        summary: 'Send or schedule a message',
        description: `To every holder, holders of chosen types, those not yet checked in, buyers, or the waiting list: each address once. \`sendAt\` schedules it (unset: now). The same \`requestKey\` again is the same message (safe to retry). Five a day an event (429). ${organiserOf('attendees.message')}`,
        auth: 'account',
        params: eventPathParams,
        body: {
          schema: createMessageRequest,
          example: {
            requestKey: 'msg-k8Fh2Lq9',
            subject: 'Doors open at 17:00',
            body: 'See you on the roof. Bring a jacket: it gets windy after dark.',
            promotional: false,
            audience: { kind: 'holders' },
            sendAt: '2026-12-12T08:00:00.000Z',
          },
        },
        responses: {
          201: { description: 'The message.', schema: messageView, example: exampleMessage },
        },
        errors: [429],
      },
      {
        method: 'post',
        path: '/api/events/{eventId}/messages/test',
        summary: 'Send a message to yourself first',
        description: `To the caller’s own address, as the audience would get it. ${organiserOf('attendees.message')}`,
        auth: 'account',
        params: eventPathParams,
        body: {
          schema: testMessageRequest,
          example: {
            subject: 'Doors open at 17:00',
            body: 'See you on the roof.',
            promotional: false,
          },
        },
        responses: {
          200: {
            description: 'Sent.',
            schema: testMessageAnswer,
            example: { sentTo: 'organiser@example.com' },
          },
        },
        errors: [429],
      },
      {
        method: 'post',
        path: '/api/events/{eventId}/messages/{messageId}/cancel',
        summary: 'Cancel a scheduled message',
        description: `Before it starts sending (409 after). ${organiserOf('attendees.message')}`,
        auth: 'account',
        params: messagePathParams,
        responses: {
          200: {
            description: 'The message, cancelled.',
            schema: messageView,
            example: { ...exampleMessage, status: 'cancelled' },
          },
        },
        errors: [409],
      },
      {
        method: 'get',
        path: '/api/events/{eventId}/waitingLists',
        summary: 'An event’s waiting lists',
        description: `Every type’s list, in line order, and how long an offer stays open. ${organiserOf('event.view')}`,
        auth: 'account',
        params: eventPathParams,
        responses: {
          200: {
            description: 'The lists.',
            schema: waitingListsView,
            example: {
              offerHours: 24,
              lists: [
                {
                  typeId: exampleIds.typeId,
                  typeName: 'General admission',
                  closed: false,
                  waiting: 1,
                  offered: 0,
                  entries: [
                    {
                      email: 'lerato@example.com',
                      quantity: 2,
                      joinedAt: exampleTime,
                      state: 'waiting',
                    },
                  ],
                },
              ],
            },
          },
        },
      },
      {
        method: 'put',
        path: '/api/events/{eventId}/waitingListSettings',
        summary: 'How long a waiting list’s offer stays open',
        description: organiserOf('event.edit'),
        auth: 'account',
        params: eventPathParams,
        body: { schema: waitingListSettingsRequest, example: { offerHours: 24 } },
        responses: {
          200: {
            description: 'The settings.',
            schema: waitingListSettingsRequest,
            example: { offerHours: 24 },
          },
        },
      },
      {
        method: 'post',
        path: '/api/events/{eventId}/waitingLists/{typeId}/offer',
        summary: 'Offer a waiting list tickets now',
        description: `Serves the list now, first in line first, adding \`addTickets\` to the type’s capacity first. ${organiserOf('event.edit')}`,
        auth: 'account',
        params: waitingListPathParams,
        body: { schema: offerNowRequest, optional: true, example: { addTickets: 10 } },
        responses: {
          200: {
            description: 'What it did.',
            schema: offerNowResponse,
            example: { offersMade: 4, ticketsOffered: 10 },
          },
        },
      },
      {
        method: 'post',
        path: '/api/events/{eventId}/waitingLists/{typeId}/close',
        summary: 'Close a waiting list',
        description: `Nobody more may join; those waiting are told. ${organiserOf('event.edit')}`,
        auth: 'account',
        params: waitingListPathParams,
        body: { schema: offerNowRequest, optional: true, example: {} },
        responses: {
          200: {
            description: 'What it did.',
            schema: offerNowResponse,
            example: { offersMade: 0, ticketsOffered: 0 },
          },
        },
      },
    ],
  ),
  {
    method: 'post',
    path: '/api/events/{eventId}/waitingLists/{typeId}/join',
    summary: 'Join a sold-out type’s waiting list',
    description:
      'Any session, an anonymous one too. Joining again with the same email updates the entry; `token` (the entry link’s secret) is given only to the session that first joined with it, everyone else learns it from the email. Ten joins in 10 minutes a buyer (429).',
    auth: 'idToken',
    params: waitingListPathParams,
    body: { schema: joinWaitingListRequest, example: { email: 'lerato@example.com', quantity: 2 } },
    responses: {
      200: {
        description: 'Joined.',
        schema: joinWaitingListResponse,
        example: {
          entryId: exampleIds.entryId,
          quantity: 2,
          updated: false,
          token: entryToken.token,
        },
      },
    },
    errors: [404, 409, 429],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/waitingLists/{typeId}/entries/{entryId}',
    summary: 'A waiting list entry, by its link',
    description: `No sign-in: the link’s secret, in the \`${waitingEntryTokenHeader}\` header (never the address), is the proof.`,
    auth: 'none',
    params: waitingEntryPathParams,
    headers: [
      { name: waitingEntryTokenHeader, description: 'The entry link’s secret.', required: true },
    ],
    responses: {
      200: { description: 'The entry.', schema: waitingEntryView, example: exampleEntry },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/waitingLists/{typeId}/entries/{entryId}/leave',
    summary: 'Leave a waiting list',
    description: 'With the link’s secret. Idempotent.',
    auth: 'none',
    params: waitingEntryPathParams,
    body: { schema: waitingEntryTokenRequest, example: entryToken },
    responses: {
      200: {
        description: 'The entry’s state now.',
        schema: leaveWaitingListResponse,
        example: { state: 'left' },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/waitingLists/{typeId}/entries/{entryId}/claim',
    summary: 'Buy a waiting list’s offer',
    description:
      'With the link’s secret, in a session of its own (the page makes an anonymous one): the offered tickets are held for payment as `beginTransaction` holds them. 409 once the offer lapsed.',
    auth: 'idToken',
    params: waitingEntryPathParams,
    body: { schema: waitingEntryTokenRequest, example: entryToken },
    responses: {
      200: {
        description: 'Held for payment (or paid, when free).',
        schema: beginTransactionResponse,
        example: {
          status: 'paid',
          reference: exampleIds.reference,
          amount: 0,
          currency: 'ZAR',
          items: [
            { typeId: exampleIds.typeId, name: 'General admission', quantity: 2, unitPrice: 0 },
          ],
          ticketCodes: [exampleIds.code, exampleIds.otherCode],
        },
      },
    },
    errors: [404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/unsubscribe',
    summary: 'What an unsubscribe link does',
    description:
      'The link of a promotional message: no sign-in, the link’s query is the proof. Says which organisation’s messages it stops.',
    auth: 'none',
    query: unsubscribeLink,
    responses: {
      200: {
        description: 'The organisation, and whether the address is already unsubscribed.',
        schema: unsubscribeAnswer,
        example: { organisation: 'Rooftop Sessions', unsubscribed: false },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/unsubscribe',
    summary: 'Unsubscribe from an organisation’s messages',
    description:
      'RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click` (a form body) to the header’s address; the page’s button posts nothing. The body is not read. Idempotent.',
    auth: 'none',
    query: unsubscribeLink,
    responses: {
      200: {
        description: 'Unsubscribed.',
        schema: unsubscribeAnswer,
        example: { organisation: 'Rooftop Sessions', unsubscribed: true },
      },
    },
    errors: [404],
  },
]);
