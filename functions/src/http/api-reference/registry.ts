import type { RouteDescription } from './route-description';
import { accountRoutes } from './areas/accounts';
import { adminRoutes } from './areas/admin';
import { checkoutRoutes } from './areas/checkout';
import { doorRoutes } from './areas/door';
import { eventWorkspaceRoutes } from './areas/event-workspace';
import { eventRoutes } from './areas/events';
import { integrationRoutes } from './areas/integrations';
import { moneyRoutes } from './areas/money';
import { organisationRoutes } from './areas/organisations';
import { personalDataRoutes } from './areas/personal-data';
import { erasureRoutes } from './areas/erasure';
import { publicRoutes } from './areas/public';
import { ticketRoutes } from './areas/tickets';

/**
 * Every route of the API under `/api/`, area by area, in the order the reference shows them.
 * The emulator's own routes (`/api/emulator/*`, http/routes/emulator-routes.ts) are not part
 * of the production API and are left out; the coverage test holds the rest to what the apps
 * serve.
 */
export const apiRoutes: readonly RouteDescription[] = [
  ...publicRoutes,
  ...eventRoutes,
  ...checkoutRoutes,
  ...ticketRoutes,
  ...eventWorkspaceRoutes,
  ...doorRoutes,
  ...moneyRoutes,
  ...organisationRoutes,
  ...integrationRoutes,
  ...accountRoutes,
  ...personalDataRoutes,
  ...erasureRoutes,
  ...adminRoutes,
];

/** The areas, as the reference's menu groups the routes. */
export const apiTags: readonly { name: string; description: string }[] = [
  {
    name: 'Platform',
    description: 'The platform’s public settings, its health and this reference.',
  },
  {
    name: 'Events',
    description: 'Making, editing and reading events; their banners; search.',
  },
  {
    name: 'Checkout',
    description:
      'What buyers do before they have a ticket: availability, the waiting room, codes, buying and paying.',
  },
  {
    name: 'Tickets',
    description:
      'A ticket’s page, wallet passes, transfers to a friend, holder details and refund requests: most by the ticket’s code, which is its proof.',
  },
  {
    name: 'Event workspace',
    description:
      'An organiser’s tools on one event (sales, questions, promo codes, messages, waiting lists), each needing its right in the event’s organisation; and the links buyers get from them.',
  },
  {
    name: 'Attendees and the door',
    description: 'Attendee and order lists and their CSVs; scanning and checking in, door devices.',
  },
  {
    name: 'Money',
    description:
      'Refunds, cancelling, refund requests, money figures, statements, payouts and payout accounts.',
  },
  {
    name: 'Organisations',
    description: 'Organisations, their teams and invitations, the audit log.',
  },
  {
    name: 'Integrations',
    description:
      'An organisation’s API keys and webhook endpoints, with each endpoint’s delivery log. The events webhooks send are under Webhooks.',
  },
  {
    name: 'Your account',
    description:
      'The signed-in person’s profile, photo, second sign-in step and organiser application.',
  },
  {
    name: 'Your data',
    description:
      'Everything kept about a person, as a file: an account’s own, or an address’s through a link emailed to it.',
  },
  { name: 'Administration', description: 'For the platform’s administrators only.' },
];
