import { allMoneyQuery, allMoneyResponse } from '../../../contract/all-money';
import { eventMoneyResponse } from '../../../contract/event-money-response';
import { eventPathParams } from '../../../contract/ids';
import {
  payoutAccountsQuery,
  payoutAccountsResponse,
  payoutBanksQuery,
  payoutBanksResponse,
  resolvePayoutAccountRequest,
  resolvePayoutAccountResponse,
  setPayoutAccountRequest,
  setPayoutAccountResponse,
} from '../../../contract/payout-accounts';
import { eventPayoutsResponse, payoutPathParams } from '../../../contract/payouts';
import { feeDocumentPathParams, feeDocumentsResponse } from '../../../contract/fee-documents';
import {
  declineRefundRequest,
  refundRequestList,
  refundRequestPathParams,
  refundRequestView,
} from '../../../contract/refund-requests';
import {
  cancelEventRequest,
  cancelEventResponse,
  orderPathParams,
  refundResponse,
} from '../../../contract/refunds';
import { exampleIds, exampleOrderRow, exampleTime } from '../examples';
import { describeArea } from '../route-description';

const summary = {
  gross: 1320000,
  platformFees: 88000,
  vat: 13200,
  gatewayFees: 38280,
  refunds: 0,
  net: 1180520,
  paidOut: 0,
  adjustments: 0,
  balance: 1180520,
};

const examplePayout = {
  id: 'po_9Xw3Kp',
  eventId: exampleIds.eventId,
  currency: 'ZAR',
  amount: 1180520,
  status: 'paid',
  bankName: 'Capitec Bank',
  accountLast4: '4821',
  createdAt: '2026-12-16T08:00:00.000Z',
  updatedAt: '2026-12-16T08:05:00.000Z',
  settledAt: '2026-12-16T08:05:00.000Z',
};

const exampleRequest = {
  orderId: exampleIds.reference,
  email: 'thandi@example.com',
  amount: 30000,
  currency: 'ZAR',
  tickets: 2,
  reason: 'I cannot make the new date.',
  requestedAt: exampleTime,
  state: 'pending',
};

const exampleAccount = {
  currency: 'ZAR',
  bankName: 'Capitec Bank',
  accountLast4: '4821',
  accountHolder: 'Rooftop Sessions (Pty) Ltd',
  changedAt: '2026-11-01T10:00:00.000Z',
  payableFrom: '2026-11-03T10:00:00.000Z',
};

const twoStep =
  'Where the organisation requires the second sign-in step, this sign-in must have passed it (403 `two_step_required`).';
const orgOnly = 'Anyone else is told it does not exist (404).';

export const moneyRoutes = describeArea('Money', [
  {
    method: 'post',
    path: '/api/orders/{reference}/refund',
    summary: 'Refund an order',
    description: `The whole order, exactly once however often it is asked: its tickets void, the buyer emailed, the ledger reversed. 200 when done, 202 while the gateway is still asked (ask again). \`orders.refund\`. ${twoStep} ${orgOnly}`,
    auth: 'account',
    params: orderPathParams,
    responses: {
      200: {
        description: 'Refunded.',
        schema: refundResponse,
        example: { order: { ...exampleOrderRow, status: 'refunded', refundedAt: exampleTime } },
      },
      202: {
        description: 'Being refunded.',
        schema: refundResponse,
        example: { order: { ...exampleOrderRow, status: 'refund_pending' } },
      },
    },
    errors: [403, 404, 409, 503],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/cancel',
    summary: 'Cancel an event and refund everyone',
    description: `For an event with sales (one without is deleted instead): hidden from buyers at once, sales stop, every paid order refunded, every ticket void, every holder emailed with the reason. Safe to call again: it resumes, and says how far it got. \`event.cancel\`. ${twoStep} ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    body: {
      schema: cancelEventRequest,
      example: { reason: 'The venue flooded; we are so sorry.' },
    },
    responses: {
      200: {
        description: 'How far it got.',
        schema: cancelEventResponse,
        example: { status: 'cancelled', ordersRefunded: 44, ordersLeft: 0 },
      },
    },
    errors: [403, 404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/refund-requests',
    summary: 'Refunds buyers asked for',
    description: `Waiting ones first, then the rest, newest first. \`orders.refund\`. ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The requests.',
        schema: refundRequestList,
        example: { requests: [exampleRequest] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/refund-requests/{orderId}/approve',
    summary: 'Approve a refund request',
    description: `Refunds the order (exactly once): 200 done, 202 while another press holds the refund. 409 for a declined request, or one whose order changed since (\`details.reason\` \`transferred\` or \`used\`: the order’s own refund still can). \`orders.refund\`. ${twoStep}`,
    auth: 'account',
    params: refundRequestPathParams,
    responses: {
      200: {
        description: 'Refunded.',
        schema: refundRequestView,
        example: { ...exampleRequest, state: 'refunded', decidedAt: exampleTime },
      },
      202: {
        description: 'Being refunded.',
        schema: refundRequestView,
        example: { ...exampleRequest, state: 'refunding', decidedAt: exampleTime },
      },
    },
    errors: [403, 404, 409, 503],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/refund-requests/{orderId}/decline',
    summary: 'Decline a refund request',
    description:
      'The buyer is emailed the reason, once; the audit log gets a `refund_request.declined` entry. 409 for a request already approved. `orders.refund`.',
    auth: 'account',
    params: refundRequestPathParams,
    body: {
      schema: declineRefundRequest,
      example: { reason: 'Our refund window closed a week before the show.' },
    },
    responses: {
      200: {
        description: 'Declined.',
        schema: refundRequestView,
        example: {
          ...exampleRequest,
          state: 'declined',
          decidedAt: exampleTime,
          declineReason: 'Our refund window closed a week before the show.',
        },
      },
    },
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/money',
    summary: 'An organisation’s money across its events',
    description: `Only events with money, newest first, each currency’s figures and whether its balance can be paid out; totals per currency (amounts in different currencies never add up). Minor units. \`orgId\` names the organisation (unset: the person’s own). \`money.view\`. ${twoStep}`,
    auth: 'account',
    query: allMoneyQuery,
    responses: {
      200: {
        description: 'The money.',
        schema: allMoneyResponse,
        example: {
          events: [
            {
              eventId: exampleIds.eventId,
              eventName: 'Rooftop Sessions: December',
              endsAt: '2026-12-12T22:00:00.000Z',
              currencies: [
                {
                  currency: 'ZAR',
                  summary,
                  payout: {
                    status: 'waiting',
                    reason: 'event_not_over',
                    until: '2026-12-15T22:00:00.000Z',
                  },
                },
              ],
            },
          ],
          totals: [{ currency: 'ZAR', summary }],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/money',
    summary: 'An event’s money',
    description: `Per currency: gross, the platform’s fees and their VAT, the gateway’s fees, refunds, net, paid out and the balance (minor units), sales per day, and whether the balance can be paid out (and if not, why and until when); the latest payouts, and a hold where an administrator set one. \`money.view\`. ${twoStep} ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The money.',
        schema: eventMoneyResponse,
        example: {
          eventId: exampleIds.eventId,
          eventName: 'Rooftop Sessions: December',
          endsAt: '2026-12-12T22:00:00.000Z',
          currencies: [
            {
              currency: 'ZAR',
              summary,
              entries: 180,
              payout: { status: 'payable', amount: 1180520 },
              days: [{ day: '2026-11-20', sales: 30000, net: 26827 }],
            },
          ],
          payouts: [],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/money/statement.csv',
    summary: 'An event’s statement as CSV',
    description: `Every ledger entry, oldest first (date, entry, reference, amount, currency, reason), streamed a page at a time. \`money.view\`. ${twoStep}`,
    auth: 'account',
    params: eventPathParams,
    responses: { 200: { description: 'The CSV (an attachment).', contentType: 'text/csv' } },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/payouts',
    summary: 'An event’s payouts',
    description: `Newest first. \`money.view\`. ${twoStep} ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The payouts.',
        schema: eventPayoutsResponse,
        example: { payouts: [examplePayout] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/payouts/{payoutId}/statement.csv',
    summary: 'A payout’s remittance statement as CSV',
    description: `The ledger entries its amount is made of (those of its event and currency after the event’s previous payout, up to its approval: sales, the platform’s fees and VAT, card fees, refunds, adjustments, an earlier payout given back), oldest first, then a last row with the total paid out. \`money.view\`. ${twoStep} ${orgOnly}`,
    auth: 'account',
    params: payoutPathParams,
    responses: { 200: { description: 'The CSV (an attachment).', contentType: 'text/csv' } },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/payouts/{payoutId}/statement.pdf',
    summary: 'A payout’s remittance statement as PDF',
    description: `The same lines from the platform to the organisation, summed per kind of entry, with the bank account it went to and where the transfer stands. \`money.view\`. ${twoStep} ${orgOnly}`,
    auth: 'account',
    params: payoutPathParams,
    responses: {
      200: { description: 'The PDF (an attachment).', contentType: 'application/pdf' },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/money/fee-documents',
    summary: 'The platform’s fee invoices and credit notes',
    description: `Per calendar month (UTC) and currency: a tax invoice for the platform fees and their VAT the organisation’s events’ sales paid, a credit note for those refunds gave back (naming the invoices it credits), newest month first. Those of months closed since the last look are issued by this read, once, numbered in the platform’s series (\`FEE-000001\`, \`FCN-000001\`); a month without fees has none. \`orgId\` names the organisation (unset: the person’s own). \`money.view\`, not limited to some events (403). ${twoStep}`,
    auth: 'account',
    query: allMoneyQuery,
    responses: {
      200: {
        description: 'The documents.',
        schema: feeDocumentsResponse,
        example: {
          documents: [
            {
              id: 'invoice-2026-11-ZAR',
              kind: 'invoice',
              number: 'FEE-000042',
              month: '2026-11',
              currency: 'ZAR',
              fees: 88000,
              vat: 13200,
              total: 101200,
              issuedAt: '2026-12-01T08:00:00.000Z',
            },
            {
              id: 'credit-note-2026-11-ZAR',
              kind: 'credit_note',
              number: 'FCN-000007',
              month: '2026-11',
              currency: 'ZAR',
              fees: 1750,
              vat: 263,
              total: 2013,
              issuedAt: '2026-12-01T08:00:00.000Z',
              creditsInvoices: ['FEE-000031', 'FEE-000042'],
            },
          ],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/money/fee-documents/{documentId}.pdf',
    summary: 'A fee invoice or credit note as PDF',
    description: `From the platform (its legal details and VAT number) to the organisation (its legal details, else its name): the number, date, month, a line per event with its fees and VAT, and the totals. \`documentId\` as the list gives it (\`invoice-2026-11-ZAR\`). \`money.view\`. ${twoStep}`,
    auth: 'account',
    params: feeDocumentPathParams,
    query: allMoneyQuery,
    responses: {
      200: { description: 'The PDF (an attachment).', contentType: 'application/pdf' },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/payout-banks',
    summary: 'The banks payouts can go to',
    description:
      'Paystack’s list for a currency, kept 10 minutes; a currency payouts are not offered in is a 400 naming `currency`.',
    auth: 'account',
    query: payoutBanksQuery,
    responses: {
      200: {
        description: 'The banks.',
        schema: payoutBanksResponse,
        example: { banks: [{ name: 'Capitec Bank', code: '470010' }] },
      },
    },
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/payout-account/resolve',
    summary: 'The name a bank has on an account',
    description:
      'For the organiser to confirm before saving; `null` where the bank cannot say (Paystack resolves Nigerian and Ghanaian accounts only). An NGN account the bank does not know is a 400 naming `accountNumber`. 30 an hour (429).',
    auth: 'account',
    body: {
      schema: resolvePayoutAccountRequest,
      example: { currency: 'NGN', bankCode: '058', accountNumber: '0123456789' },
    },
    responses: {
      200: {
        description: 'The name, or null.',
        schema: resolvePayoutAccountResponse,
        example: { accountName: 'ADAEZE OKAFOR' },
      },
    },
    errors: [429, 503],
  },
  {
    method: 'get',
    path: '/api/payout-account',
    summary: 'An organisation’s payout accounts',
    description:
      'One per currency, never the full number, and the currencies an account can be set in. `orgId` names the organisation (unset: the person’s own). `payout_accounts.manage`.',
    auth: 'account',
    query: payoutAccountsQuery,
    responses: {
      200: {
        description: 'The accounts.',
        schema: payoutAccountsResponse,
        example: { accounts: [exampleAccount], currencies: ['ZAR', 'NGN'] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'put',
    path: '/api/payout-account',
    summary: 'Set a payout account',
    description:
      'A verified address, signed in within the last 5 minutes (else 401 `recent_sign_in_required`: sign in again, then retry). Digits only (10 for NGN, 6 to 16 for ZAR), a bank of the currency’s list, a holder of 2 to 100 characters, else a 400 naming the field. Payouts to a new or changed account wait 48 hours (`payableFrom`), and the organiser is emailed. The same account saved again keeps its wait. `payout_accounts.manage`.',
    auth: 'account',
    body: {
      schema: setPayoutAccountRequest,
      example: {
        orgId: exampleIds.orgId,
        currency: 'ZAR',
        bankCode: '470010',
        accountNumber: '1234564821',
        accountHolder: 'Rooftop Sessions (Pty) Ltd',
      },
    },
    responses: {
      200: {
        description: 'The account.',
        schema: setPayoutAccountResponse,
        example: { account: exampleAccount, accountNameConfirmed: false },
      },
    },
    errors: [403, 404, 503],
  },
]);
