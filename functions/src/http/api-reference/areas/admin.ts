import { z } from 'zod';
import {
  adminEventsQuery,
  adminUsersQuery,
  adminUsersResponse,
  moderationQueueResponse,
  organiserFeeRequest,
  organiserFeeResponse,
  setAdminRequest,
  setDisabledRequest,
} from '../../../contract/admin';
import { eventSummary } from '../../../contract/event-summary';
import { approvalRequest } from '../../../contract/events';
import { eventPathParams, userPathParams } from '../../../contract/ids';
import {
  adminPayablesQuery,
  adminPayoutsQuery,
  approvePayoutRequest,
  payablesResponse,
  payoutHoldRequest,
  payoutHoldResponse,
  payoutsResponse,
  payoutView,
} from '../../../contract/payouts';
import {
  adminUserQuestionnaireResponse,
  defaultQuestionLabels,
  listSubmissionsQuery,
  listSubmissionsResponse,
  questionnaireConfig,
  questionnaireSubmission,
  respondToSubmissionRequest,
  submissionPathParams,
} from '../../../contract/questionnaire';
import { reconciliationQuery, reconciliationReport } from '../../../contract/reconciliation';
import { platformRevenueResponse, revenueQuery } from '../../../contract/revenue';
import { exampleEventSummary, exampleEventWithTypes, exampleIds, exampleTime } from '../examples';
import { describeArea, withErrors } from '../route-description';

const disabledAnswer = z.object({ uid: z.string(), disabled: z.boolean() });
const adminAnswer = z.object({ uid: z.string(), admin: z.boolean() });

const exampleUser = {
  uid: exampleIds.uid,
  email: 'organiser@example.com',
  firstName: 'Naledi',
  lastName: 'Khumalo',
  disabled: false,
  isAdmin: false,
  emailVerified: true,
  createdAt: '2026-01-10T08:00:00.000Z',
};

const exampleSubmission = {
  id: exampleIds.submissionId,
  info: 'instagram-nov',
  status: 'new',
  submittedAt: exampleTime,
  gender: 'Female',
  firstName: 'Naledi',
  email: 'naledi@example.com',
  country: 'South Africa',
  questions: [{ label: 'Organisation or company', answer: 'Rooftop Sessions' }],
  message: '',
};

const examplePayout = {
  id: 'po_9Xw3Kp',
  eventId: exampleIds.eventId,
  currency: 'ZAR',
  amount: 1180520,
  status: 'requested',
  bankName: 'Capitec Bank',
  accountLast4: '4821',
  createdAt: exampleTime,
  updatedAt: exampleTime,
};

const fee = { percentBasisPoints: 400, flatByCurrency: { ZAR: 200 }, vatBasisPoints: 1500 };

export const adminRoutes = describeArea(
  'Administration',
  // Administrators only (403 for anyone else): a live check of the account on every call.
  withErrors(
    [403],
    [
      {
        method: 'get',
        path: '/api/admin/events',
        summary: 'Events to review',
        description:
          'Newest first, a page at a time, of one status (`pending`, `approved`, `rejected`) or `all`; each with its ticket types and organiser’s email; `totals` per status for the filters.',
        auth: 'account',
        query: adminEventsQuery,
        responses: {
          200: {
            description: 'A page of events.',
            schema: moderationQueueResponse,
            example: {
              events: [{ ...exampleEventWithTypes, organiserEmail: 'organiser@example.com' }],
              totals: { pending: 3, approved: 41, rejected: 2, all: 46 },
            },
          },
        },
      },
      {
        method: 'post',
        path: '/api/admin/events/{eventId}/approval',
        summary: 'Approve or reject an event',
        description: 'A rejection gives a reason, which the organiser is emailed.',
        auth: 'account',
        params: eventPathParams,
        body: { schema: approvalRequest, example: { approved: true } },
        responses: {
          200: { description: 'The event.', schema: eventSummary, example: exampleEventSummary },
        },
        errors: [404],
      },
      {
        method: 'get',
        path: '/api/admin/users',
        summary: 'People',
        description:
          'Every account with an email (not buyers’ anonymous sessions), newest first, a page at a time; `q` finds people by the start of their email, first or last name, and a whole email finds its account even if its owner never opened the platform. `emailVerified` false: the verification email’s link was never followed.',
        auth: 'account',
        query: adminUsersQuery,
        responses: {
          200: {
            description: 'A page of people.',
            schema: adminUsersResponse,
            example: { users: [exampleUser] },
          },
        },
      },
      {
        method: 'post',
        path: '/api/admin/users/{uid}/disabled',
        summary: 'Disable or enable an account',
        description: 'A disabled account’s next request is refused (403).',
        auth: 'account',
        params: userPathParams,
        body: { schema: setDisabledRequest, example: { disabled: true } },
        responses: {
          200: {
            description: 'Done.',
            schema: disabledAnswer,
            example: { uid: exampleIds.uid, disabled: true },
          },
        },
        errors: [404],
      },
      {
        method: 'post',
        path: '/api/admin/users/{uid}/admin',
        summary: 'Make or unmake an administrator',
        auth: 'account',
        params: userPathParams,
        body: { schema: setAdminRequest, example: { admin: true } },
        responses: {
          200: {
            description: 'Done.',
            schema: adminAnswer,
            example: { uid: exampleIds.uid, admin: true },
          },
        },
        errors: [404],
      },
      {
        method: 'put',
        path: '/api/admin/users/{uid}/fee',
        summary: 'Set an organiser’s own platform fee',
        description:
          'Carried by their events, those to come too, and shown to buyers; orders already priced keep theirs. Basis points (500 is 5 %) and minor units.',
        auth: 'account',
        params: userPathParams,
        body: { schema: organiserFeeRequest, example: fee },
        responses: {
          200: {
            description: 'The fee in force, and how many events now carry it.',
            schema: organiserFeeResponse,
            example: { uid: exampleIds.uid, feeSchedule: fee, eventsUpdated: 3 },
          },
        },
        errors: [404],
      },
      {
        method: 'delete',
        path: '/api/admin/users/{uid}/fee',
        summary: 'Give an organiser the platform’s fee again',
        auth: 'account',
        params: userPathParams,
        responses: {
          200: {
            description: 'The platform’s fee applies.',
            schema: organiserFeeResponse,
            example: { uid: exampleIds.uid, eventsUpdated: 3 },
          },
        },
        errors: [404],
      },
      {
        method: 'get',
        path: '/api/admin/users/{uid}/questionnaire',
        summary: 'A person’s questionnaire',
        auth: 'account',
        params: userPathParams,
        responses: {
          200: {
            description: 'Their progress and answers.',
            schema: adminUserQuestionnaireResponse,
            example: { started: true, progress: 100, questions: exampleSubmission.questions },
          },
        },
        errors: [404],
      },
      {
        method: 'get',
        path: '/api/admin/questionnaire/submissions',
        summary: 'Organiser applications',
        description:
          'Newest first, 25 a page (`before` the last one’s `submittedAt` for the next); by status and the link’s tag.',
        auth: 'account',
        query: listSubmissionsQuery,
        responses: {
          200: {
            description: 'A page of applications.',
            schema: listSubmissionsResponse,
            example: { submissions: [exampleSubmission] },
          },
        },
      },
      {
        method: 'post',
        path: '/api/admin/questionnaire/submissions/{submissionId}/reviewed',
        summary: 'Mark an application reviewed',
        auth: 'account',
        params: submissionPathParams,
        responses: {
          200: {
            description: 'The application.',
            schema: questionnaireSubmission,
            example: { ...exampleSubmission, status: 'reviewed', reviewedAt: exampleTime },
          },
        },
        errors: [404],
      },
      {
        method: 'post',
        path: '/api/admin/questionnaire/submissions/{submissionId}/response',
        summary: 'Answer an application',
        description: 'The applicant is emailed the reply.',
        auth: 'account',
        params: submissionPathParams,
        body: {
          schema: respondToSubmissionRequest,
          example: { message: 'Welcome aboard! Your account can now sell.' },
        },
        responses: {
          200: {
            description: 'The application.',
            schema: questionnaireSubmission,
            example: {
              ...exampleSubmission,
              status: 'responded',
              respondedAt: exampleTime,
              response: 'Welcome aboard! Your account can now sell.',
            },
          },
        },
        errors: [404],
      },
      {
        method: 'put',
        path: '/api/admin/questionnaire/config',
        summary: 'Change the questionnaire’s questions',
        auth: 'account',
        body: { schema: questionnaireConfig, example: { labels: [...defaultQuestionLabels] } },
        responses: {
          200: {
            description: 'The labels.',
            schema: questionnaireConfig,
            example: { labels: [...defaultQuestionLabels] },
          },
        },
      },
      {
        method: 'get',
        path: '/api/admin/payables',
        summary: 'Balances to pay out',
        description:
          'Ended approved events, the newest end first, as rows of their non-zero balances per currency, each with whether it can be paid now, the organiser’s account and the latest payout. A page may hold fewer rows than events (or none) and still have a next one.',
        auth: 'account',
        query: adminPayablesQuery,
        responses: {
          200: {
            description: 'A page of balances.',
            schema: payablesResponse,
            example: {
              payables: [
                {
                  eventId: exampleIds.eventId,
                  eventName: 'Rooftop Sessions: December',
                  overAt: '2026-12-12T22:00:00.000Z',
                  organiserUid: exampleIds.uid,
                  organiserEmail: 'organiser@example.com',
                  currency: 'ZAR',
                  balance: 1180520,
                  readiness: { status: 'payable', amount: 1180520 },
                  account: { bankName: 'Capitec Bank', accountLast4: '4821' },
                },
              ],
            },
          },
        },
      },
      {
        method: 'post',
        path: '/api/admin/events/{eventId}/payouts',
        summary: 'Pay out an event’s balance',
        description:
          'In one currency, to the organisation’s account; always with the administrator’s second sign-in step (403 `two_step_required`). 409 saying why it is not payable (`details.reason`).',
        auth: 'account',
        params: eventPathParams,
        body: { schema: approvePayoutRequest, example: { currency: 'ZAR' } },
        responses: {
          201: { description: 'The payout.', schema: payoutView, example: examplePayout },
        },
        errors: [404, 409, 503],
      },
      {
        method: 'post',
        path: '/api/admin/events/{eventId}/payout-hold',
        summary: 'Hold or release an event’s payouts',
        description: 'A hold needs a reason of 3 characters or more.',
        auth: 'account',
        params: eventPathParams,
        body: {
          schema: payoutHoldRequest,
          example: { hold: true, reason: 'Chargebacks under review' },
        },
        responses: {
          200: {
            description: 'The hold now, or null.',
            schema: payoutHoldResponse,
            example: {
              eventId: exampleIds.eventId,
              payoutHold: {
                reason: 'Chargebacks under review',
                at: exampleTime,
                by: 'admin@example.com',
              },
            },
          },
        },
        errors: [404],
      },
      {
        method: 'get',
        path: '/api/admin/payouts',
        summary: 'Payouts',
        description: 'Every payout, newest first, a page at a time, of one status or all.',
        auth: 'account',
        query: adminPayoutsQuery,
        responses: {
          200: {
            description: 'A page of payouts.',
            schema: payoutsResponse,
            example: { payouts: [{ ...examplePayout, eventName: 'Rooftop Sessions: December' }] },
          },
        },
      },
      {
        method: 'get',
        path: '/api/admin/revenue',
        summary: 'The platform’s revenue per month',
        description:
          'Its fees and their VAT, less refunds, per month and currency, the last `months` months (12 unless asked).',
        auth: 'account',
        query: revenueQuery,
        responses: {
          200: {
            description: 'The months.',
            schema: platformRevenueResponse,
            example: {
              from: '2025-12',
              months: [
                {
                  month: '2026-11',
                  currency: 'ZAR',
                  platformFees: 88000,
                  vat: 13200,
                  cardFeesBorne: 0,
                },
              ],
            },
          },
        },
      },
      {
        method: 'get',
        path: '/api/admin/reconciliation',
        summary: 'The ledger against Paystack’s records',
        description:
          'UTC days, both included, at most 31. Every day with, per currency, charges, gateway fees, refunds and transfers as each side has them; the differences (each with its kind, reference, amounts and a detail) and the gaps that are expected, explained.',
        auth: 'account',
        query: reconciliationQuery,
        responses: {
          200: {
            description: 'The report.',
            schema: reconciliationReport,
            example: {
              period: { from: '2026-11-01', to: '2026-11-30' },
              days: [
                {
                  day: '2026-11-20',
                  currencies: [
                    {
                      currency: 'ZAR',
                      charges: { ledger: 30000, gateway: 30000 },
                      gatewayFees: { ledger: 870, gateway: 870 },
                      refunds: { ledger: 0, gateway: 0 },
                      transfers: { ledger: 0, gateway: 0 },
                    },
                  ],
                },
              ],
              differences: [],
              explained: [],
            },
          },
        },
        errors: [503],
      },
    ],
  ),
);
