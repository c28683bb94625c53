import { erasureAnswer } from '../../../contract/erasure';
import { dataLinkPathParams, dataLinkTokenHeader } from '../../../contract/personal-data';
import { describeArea, type RouteDescription } from '../route-description';

const routes: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/my-data/{linkId}/erasure',
    summary: 'Erase a link’s address from orders, tickets and lists',
    description: `“Erase my data” on the page an emailed data link opens (the link’s secret in the \`${dataLinkTokenHeader}\` header, checked as for the download). The address’s name, email and answers are replaced or removed in its orders, tickets, transfers, refund requests, waiting-list places and the event’s message lists, in each event that is over and paid out; amounts, references and dates stay. Tickets to an event still to come stay valid: that event’s part is carried out after it ends and is paid out (the daily erasure sweep), and the answer says so. Asking again changes nothing more.`,
    auth: 'none',
    params: dataLinkPathParams,
    headers: [
      { name: dataLinkTokenHeader, description: 'The emailed link’s secret.', required: true },
    ],
    responses: {
      200: {
        description: 'What was erased now, and what waits for an event to end.',
        schema: erasureAnswer,
        example: {
          state: 'pending',
          message:
            'Erased now where the event is over. Your tickets for Rooftop Cinema (ends 6 December 2026) stay valid until it ends: the erasure there is carried out after it ends and is paid out. Amounts, order references and dates stay, since money records must be kept for tax.',
          erased: [{ eventId: 'bT9kW2mQ7rXc4LpZ1vNa', name: 'Jazz on the Lawn' }],
          waiting: [
            {
              eventId: 'xJ4m8QzR2vNc7TfLpW1a',
              name: 'Rooftop Cinema',
              overAt: '2026-12-06T22:00:00.000Z',
            },
          ],
        },
      },
    },
    errors: [404, 410],
  },
];

export const erasureRoutes = describeArea('Your data', routes);
