import { z } from 'zod';
import {
  editAttendeeDetailsRequest,
  ticketAttendeeDetails,
} from '../../../contract/attendee-details';
import { refundOfferLink, refundOfferView } from '../../../contract/event-changes';
import { ticketPathParams } from '../../../contract/ids';
import { refundRequestRequest, refundRequestResponse } from '../../../contract/refund-requests';
import { orderPathParams } from '../../../contract/refunds';
import { orderDocumentPathParams, orderDocumentQuery } from '../../../contract/order-documents';
import { myTicketsResponse, ticketView } from '../../../contract/tickets';
import {
  claimTransferRequest,
  claimTransferResponse,
  claimView,
  startTransferRequest,
  ticketTransferState,
  transferPathParams,
  transferTokenHeader,
} from '../../../contract/transfers';
import { exampleIds, exampleTicket, exampleTime } from '../examples';
import { describeArea } from '../route-description';

const exampleTicketDetails = {
  code: exampleIds.code,
  holderName: 'required',
  holderEmail: 'optional',
  orderQuestions: [],
  ticketQuestions: [
    {
      id: 'diet',
      label: 'Dietary needs',
      kind: 'text',
      per: 'ticket',
      required: false,
      typeIds: [],
    },
  ],
  answers: {},
  attendee: { name: 'Thandi Mokoena', answers: { diet: 'Vegetarian' } },
  editableUntil: '2026-12-11T16:00:00.000Z',
};

const refundOfferParams = refundOfferLink.pick({ mailingId: true, orderId: true });
const refundOfferQuery = z.object({ t: refundOfferLink.shape.proof });
const exampleRefundOffer = {
  eventName: 'Rooftop Sessions: December',
  orderId: exampleIds.reference,
  amount: 30000,
  currency: 'ZAR',
  until: '2026-12-05T16:00:00.000Z',
  state: 'offered',
};

const codeIsTheProof =
  'No sign-in: the ticket’s code, which its holder’s email carries, is the proof.';

export const ticketRoutes = describeArea('Tickets', [
  {
    method: 'get',
    path: '/api/tickets/{code}',
    summary: 'Get a ticket',
    description: `The ticket page’s data: its QR code, state, event, and where it stands for a transfer and a refund request. ${codeIsTheProof}`,
    auth: 'none',
    params: ticketPathParams,
    responses: {
      200: { description: 'The ticket.', schema: ticketView, example: exampleTicket },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/me/tickets',
    summary: 'The caller’s tickets',
    description:
      'Every ticket of the signed-in buyer (anonymous sessions too: most buyers pay in one): upcoming events first, soonest first, then past ones, newest first.',
    auth: 'idToken',
    responses: {
      200: {
        description: 'The tickets.',
        schema: myTicketsResponse,
        example: { tickets: [exampleTicket] },
      },
    },
  },
  {
    method: 'get',
    path: '/api/me/orders/{reference}/tickets.pdf',
    summary: 'An order’s tickets as a PDF',
    description: 'The order’s valid tickets on A4, one a page, for the order’s buyer only.',
    auth: 'idToken',
    params: orderPathParams,
    responses: { 200: { description: 'The PDF (an attachment).', contentType: 'application/pdf' } },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/tickets/{code}/wallet/apple.pkpass',
    summary: 'A ticket’s Apple Wallet pass',
    description: `${codeIsTheProof} A plain link (Safari opens a pass only from a navigation). 404 where the platform signs no Apple passes.`,
    auth: 'none',
    params: ticketPathParams,
    responses: {
      200: { description: 'The pass.', contentType: 'application/vnd.apple.pkpass' },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/tickets/{code}/wallet/google',
    summary: 'Save a ticket to Google Wallet',
    description: `${codeIsTheProof} Redirects to Google Wallet’s save link, signed a moment ago.`,
    auth: 'none',
    params: ticketPathParams,
    responses: {
      302: {
        description: 'To Google Wallet.',
        headers: { Location: 'The save link: `https://pay.google.com/gp/v/save/{JWT}`.' },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/tickets/{code}/transfer',
    summary: 'Hand a ticket to a friend',
    description: `${codeIsTheProof} The friend is emailed a claim link; claimed, the ticket gets a new code and this one is void. 409 with \`details.reason\` when it cannot (\`used\`, \`refunded\`, \`transfers_off\`, \`transfers_closed\`, \`transfer_pending\`…). Ten a ticket an hour.`,
    auth: 'none',
    params: ticketPathParams,
    body: {
      schema: startTransferRequest,
      example: { name: 'Sipho Dlamini', email: 'sipho@example.com' },
    },
    responses: {
      201: {
        description: 'Sent, waiting to be claimed.',
        schema: ticketTransferState,
        example: {
          state: 'pending',
          transferId: exampleIds.transferId,
          toName: 'Sipho Dlamini',
          toEmail: 'sipho@example.com',
          createdAt: exampleTime,
        },
      },
    },
    errors: [404, 409, 429],
  },
  {
    method: 'delete',
    path: '/api/tickets/{code}/transfer',
    summary: 'Cancel a transfer not yet claimed',
    description: `${codeIsTheProof} Idempotent.`,
    auth: 'none',
    params: ticketPathParams,
    responses: { 204: { description: 'Cancelled (or there was none).' } },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/transfers/{transferId}',
    summary: 'What a claim link offers',
    description: `The link’s secret travels in the \`${transferTokenHeader}\` header, never in the address; a wrong or missing one is a 404.`,
    auth: 'none',
    params: transferPathParams,
    headers: [
      { name: transferTokenHeader, description: 'The claim link’s secret.', required: true },
    ],
    responses: {
      200: {
        description: 'Claimable, or why not.',
        schema: claimView,
        example: {
          state: 'claimable',
          toName: 'Sipho Dlamini',
          typeName: 'General admission',
          event: exampleTicket.event,
        },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/transfers/{transferId}/claim',
    summary: 'Claim a ticket from a friend',
    description:
      'With the link’s secret. The friend’s new ticket (its code) is answered; a signed-in claimant keeps it among their tickets. Claiming again answers the same ticket. 409 with `details.reason` (`already_claimed`, `transfer_cancelled`…).',
    auth: 'optionalIdToken',
    params: transferPathParams,
    body: { schema: claimTransferRequest, example: { token: 'b'.repeat(43) } },
    responses: {
      200: {
        description: 'The new ticket.',
        schema: claimTransferResponse,
        example: { code: exampleIds.otherCode },
      },
    },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/tickets/{code}/attendeeDetails',
    summary: 'A ticket’s holder and answers',
    description:
      'For the signed-in buyer of its order (an anonymous session too): what the ticket page shows and edits.',
    auth: 'idToken',
    params: ticketPathParams,
    responses: {
      200: {
        description: 'The details.',
        schema: ticketAttendeeDetails,
        example: exampleTicketDetails,
      },
    },
    errors: [404],
  },
  {
    method: 'patch',
    path: '/api/tickets/{code}/attendeeDetails',
    summary: 'Change a ticket’s holder and answers',
    description:
      'Until the event’s cut-off before the start. A refusal names `answers.{questionId}`, `attendee.name`, `attendee.email` or `attendee.answers.{questionId}`; 409 past the cut-off or for a ticket passed on.',
    auth: 'idToken',
    params: ticketPathParams,
    body: {
      schema: editAttendeeDetailsRequest,
      example: { attendee: { name: 'Thandi Mokoena', answers: { diet: 'Vegetarian' } } },
    },
    responses: {
      200: {
        description: 'The details as saved.',
        schema: ticketAttendeeDetails,
        example: exampleTicketDetails,
      },
    },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/tickets/{code}/refund-request',
    summary: 'Ask the organiser for a refund',
    description: `${codeIsTheProof} Where the event takes requests, for the buyer’s own tickets: the order’s one request (pressing again answers alike). Where every request is granted at once, the order is refunded: 200 \`refunded\`, 202 \`refunding\`. 409 with \`details.reason\`: \`refund_requests_off\`, \`refund_requests_closed\`, \`not_paid\`, \`transferred\`, \`used\` or \`declined\`; 403 for a ticket that is not the buyer’s own.`,
    auth: 'none',
    params: ticketPathParams,
    body: {
      schema: refundRequestRequest,
      optional: true,
      example: { reason: 'I cannot make the new date.' },
    },
    responses: {
      201: {
        description: 'Requested.',
        schema: refundRequestResponse,
        example: { state: 'requested' },
      },
      202: {
        description: 'Being refunded.',
        schema: refundRequestResponse,
        example: { state: 'refunding' },
      },
      200: {
        description: 'Refunded.',
        schema: refundRequestResponse,
        example: { state: 'refunded' },
      },
    },
    errors: [403, 404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/refund-offers/{mailingId}/{orderId}',
    summary: 'What a moved event’s refund link offers',
    description:
      'The link of a change email that moved the event’s start far: no sign-in, the link (`t`, its proof) is enough.',
    auth: 'none',
    params: refundOfferParams,
    query: refundOfferQuery,
    responses: {
      200: { description: 'The offer.', schema: refundOfferView, example: exampleRefundOffer },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/refund-offers/{mailingId}/{orderId}',
    summary: 'Take a moved event’s refund',
    description:
      'Refunds the order once, however often it is pressed: 200 refunded, 202 while the gateway is asked.',
    auth: 'none',
    params: refundOfferParams,
    query: refundOfferQuery,
    responses: {
      200: {
        description: 'Refunded.',
        schema: refundOfferView,
        example: { ...exampleRefundOffer, state: 'refunded' },
      },
      202: {
        description: 'Being refunded.',
        schema: refundOfferView,
        example: { ...exampleRefundOffer, state: 'refunding' },
      },
    },
    errors: [404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/orders/{reference}/invoice.pdf',
    summary: 'An order’s receipt or tax invoice',
    description:
      'The PDF its seller issued when the order was paid: a tax invoice where the organisation gave a VAT number, else a receipt (`INV-000123`, numbered per organisation), with each ticket type, the VAT its prices include, the service fee and its VAT where the buyer paid one, and the total paid. For the buyer: the `key` the tickets email and the ticket page carry (no sign-in), or signed in as the account that bought it (or whose verified email it went to); and for the event’s team with `money.view`. Free orders have none: 404, as for anyone else.',
    auth: 'optionalIdToken',
    params: orderDocumentPathParams,
    query: orderDocumentQuery,
    responses: { 200: { description: 'The PDF (an attachment).', contentType: 'application/pdf' } },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/orders/{reference}/credit-note.pdf',
    summary: 'A refunded order’s credit note',
    description:
      'The credit note its refund issued (`CN-000007`): it names the receipt it credits and returns everything paid, split as the receipt split it. Who may fetch it is as for the receipt; an order not refunded has none.',
    auth: 'optionalIdToken',
    params: orderDocumentPathParams,
    query: orderDocumentQuery,
    responses: { 200: { description: 'The PDF (an attachment).', contentType: 'application/pdf' } },
    errors: [403, 404],
  },
]);
