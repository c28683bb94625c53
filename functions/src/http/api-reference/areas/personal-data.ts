import {
  dataLinkLifetimeHours,
  dataLinkPathParams,
  dataLinkRequest,
  dataLinkRequestAnswer,
  dataLinkRequestMessage,
  dataLinkSummary,
  dataLinkTokenHeader,
} from '../../../contract/personal-data';
import { describeArea, type RouteDescription } from '../route-description';

const tokenHeader = [
  { name: dataLinkTokenHeader, description: 'The emailed link’s secret.', required: true },
];
const linkNote = `The link’s secret travels in the \`${dataLinkTokenHeader}\` header, never in the address; a wrong or missing one is a 404, a link older than ${dataLinkLifetimeHours} hours a 410 (\`gone\`).`;
const file = {
  description:
    'The JSON file (an attachment, `my-data-{date}.json`): the profile, the organiser application, whether two-step sign-in is on, memberships, orders with their tickets and answers, tickets held from others’ orders, transfers, refund requests, waiting-list places and unsubscribes, and `notes` on what it leaves out. Never a secret (ticket signing keys, link secrets or their hashes) and nobody else’s data.',
  contentType: 'application/json',
};

const routes: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/me/personal-data',
    summary: 'Download everything kept about the caller',
    description:
      'The account’s own data, and the orders, tickets and answers found by its uid and, once verified, its email address (as My tickets finds them).',
    auth: 'account',
    responses: { 200: file },
  },
  {
    method: 'post',
    path: '/api/my-data',
    summary: 'Email an address a link to its data',
    description: `Anyone, no sign-in: when anything is kept about the address, a link to see and download it is emailed to it, working for ${dataLinkLifetimeHours} hours. The answer is the same whether or not anything is kept, so nobody learns who bought. Limited per client and per address (429).`,
    auth: 'none',
    body: { schema: dataLinkRequest, example: { email: 'thandi@example.com' } },
    responses: {
      202: {
        description: 'Sent, if anything is kept.',
        schema: dataLinkRequestAnswer,
        example: { message: dataLinkRequestMessage },
      },
    },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/my-data/{linkId}',
    summary: 'What is kept about a link’s address, in short',
    description: `How many orders, tickets, transfers, refund requests, waiting-list places, applications and unsubscribes, and the events they are for. ${linkNote}`,
    auth: 'none',
    params: dataLinkPathParams,
    headers: tokenHeader,
    responses: {
      200: {
        description: 'The summary.',
        schema: dataLinkSummary,
        example: {
          email: 'thandi@example.com',
          expiresAt: '2026-11-21T09:30:00.000Z',
          counts: {
            orders: 1,
            purchaseAttempts: 0,
            tickets: 2,
            transfers: 0,
            refundRequests: 0,
            waitingLists: 0,
            questionnaireSubmissions: 0,
            consents: 0,
          },
          events: [
            {
              id: 'xJ4m8QzR2vNc7TfLpW1a',
              name: 'Rooftop Cinema',
              startsAt: '2026-12-06T17:00:00.000Z',
            },
          ],
        },
      },
    },
    errors: [404, 410],
  },
  {
    method: 'get',
    path: '/api/my-data/{linkId}/download',
    summary: 'Download what is kept about a link’s address',
    description: `The same file as an account’s, for the address: its orders, tickets, answers, transfers, refund requests, waiting-list places, applications and unsubscribes. ${linkNote}`,
    auth: 'none',
    params: dataLinkPathParams,
    headers: tokenHeader,
    responses: { 200: file },
    errors: [404, 410],
  },
];

export const personalDataRoutes = describeArea('Your data', routes);
