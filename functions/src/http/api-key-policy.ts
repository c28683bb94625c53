/**
 * Which routes an API key (`Authorization: Bearer tp_…`, issue 41) may call: the organiser's
 * routes of its organisation's events and of the organisation itself, where its role then
 * decides as it does for a member (app/organisations/event-access.ts). Everything else refuses
 * a key: a person's own routes (`/api/me/*`, their organisations, accepting an invitation),
 * buyers' routes (tickets, checkout, waiting lists, the waiting room), public pages,
 * administrators' routes, the members and invitations, the payout account (which asks for a
 * fresh sign-in), the two-step requirement, deleting the organisation, and making or revoking
 * API keys and webhooks (a key never makes another key, or sends the organisation's data to a
 * new address).
 *
 * The OpenAPI reference reads this list to mark each route's auth, so it names routes as
 * Express does (`/api/events/:eventId/check-ins`); `acceptsApiKey` takes such a pattern or a
 * concrete path (`/api/events/e1/check-ins`).
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const routesForApiKeys: readonly (readonly [Method, string])[] = [
  // Events: the organisation's list, the organiser's view, editing and their states (not
  // making one: an event's creator is a person, whose fee terms it takes).
  ['GET', '/api/events/mine'],
  ['GET', '/api/events/:eventId'],
  ['PUT', '/api/events/:eventId'],
  ['DELETE', '/api/events/:eventId'],
  ['POST', '/api/events/:eventId/resubmit'],
  ['POST', '/api/events/:eventId/cancel'],
  // Holders' details and questions, the waiting lists' settings and the organiser's offers.
  ['GET', '/api/events/:eventId/attendeeDetails'],
  ['PUT', '/api/events/:eventId/attendeeDetails'],
  ['PUT', '/api/events/:eventId/waitingListSettings'],
  ['GET', '/api/events/:eventId/waitingLists'],
  ['POST', '/api/events/:eventId/waitingLists/:typeId/offer'],
  ['POST', '/api/events/:eventId/waitingLists/:typeId/close'],
  // Orders, attendees and sales.
  ['GET', '/api/events/:eventId/sales'],
  ['GET', '/api/events/:eventId/attendees'],
  ['GET', '/api/events/:eventId/attendees.csv'],
  ['GET', '/api/events/:eventId/orders'],
  ['GET', '/api/events/:eventId/orders.csv'],
  // The door: check-in, its devices and counts.
  ['POST', '/api/events/:eventId/check-ins'],
  ['GET', '/api/events/:eventId/check-in/bundle'],
  ['GET', '/api/events/:eventId/check-in/summary'],
  ['GET', '/api/events/:eventId/check-in/devices'],
  ['POST', '/api/events/:eventId/check-in/devices'],
  ['DELETE', '/api/events/:eventId/check-in/devices/:deviceId'],
  ['POST', '/api/events/:eventId/attendees/:code/check-in'],
  ['DELETE', '/api/events/:eventId/attendees/:code/check-in'],
  // Promo codes.
  ['GET', '/api/events/:eventId/promoCodes'],
  ['POST', '/api/events/:eventId/promoCodes'],
  ['PATCH', '/api/events/:eventId/promoCodes/:code'],
  ['DELETE', '/api/events/:eventId/promoCodes/:code'],
  // Messages to attendees (not the test to oneself: a key has no inbox).
  ['GET', '/api/events/:eventId/messages'],
  ['POST', '/api/events/:eventId/messages'],
  ['POST', '/api/events/:eventId/messages/:messageId/cancel'],
  // Money: refunds, refund requests, the money summary, statement, payouts and their
  // statements, and the platform's fee invoices.
  ['POST', '/api/orders/:reference/refund'],
  ['GET', '/api/events/:eventId/refund-requests'],
  ['POST', '/api/events/:eventId/refund-requests/:orderId/approve'],
  ['POST', '/api/events/:eventId/refund-requests/:orderId/decline'],
  ['GET', '/api/money'],
  ['GET', '/api/events/:eventId/money'],
  ['GET', '/api/events/:eventId/money/statement.csv'],
  ['GET', '/api/events/:eventId/payouts'],
  ['GET', '/api/events/:eventId/payouts/:payoutId/statement.csv'],
  ['GET', '/api/events/:eventId/payouts/:payoutId/statement.pdf'],
  ['GET', '/api/money/fee-documents'],
  ['GET', '/api/money/fee-documents/:documentId.pdf'],
  // A buyer's receipt and credit note, for support (the event's money.view).
  ['GET', '/api/orders/:reference/invoice.pdf'],
  ['GET', '/api/orders/:reference/credit-note.pdf'],
  // The organisation: its details, the team (read) and the audit log.
  ['GET', '/api/organisations/:orgId'],
  ['PATCH', '/api/organisations/:orgId'],
  ['GET', '/api/organisations/:orgId/team'],
  ['GET', '/api/organisations/:orgId/audit'],
  ['GET', '/api/organisations/:orgId/audit.csv'],
];

/**
 * Concrete paths a pattern above would take for one of its parameters, but which are other
 * routes (a person's own lists): `/api/organisations/mine` is not an organisation.
 */
const notParameters: ReadonlySet<string> = new Set(['mine']);

const segmentsOf = (path: string) => path.split('?')[0]!.replace(/\/+$/, '').split('/');

const isParameter = (segment: string) => segment.startsWith(':');

function matches(allowed: readonly string[], asked: readonly string[]): boolean {
  if (allowed.length !== asked.length) return false;
  return allowed.every((segment, index) => {
    const askedSegment = asked[index]!;
    if (!isParameter(segment)) return segment === askedSegment;
    // A pattern's parameter stands for any value; a concrete value must be one.
    return isParameter(askedSegment) || (askedSegment !== '' && !notParameters.has(askedSegment));
  });
}

const allowedRoutes = routesForApiKeys.map(([method, path]) => ({
  method,
  segments: segmentsOf(path),
}));

/**
 * Whether an API key may call `method` `path`: an Express route pattern or a concrete path
 * (a query string is ignored). HEAD is asked as GET.
 */
export function acceptsApiKey(method: string, path: string): boolean {
  const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = segmentsOf(path);
  return allowedRoutes.some((route) => route.method === asked && matches(route.segments, segments));
}

/** Every route an API key may call, as `METHOD /pattern`, for the docs and the reference. */
export const apiKeyRoutes: readonly string[] = routesForApiKeys.map(
  ([method, path]) => `${method} ${path}`,
);
