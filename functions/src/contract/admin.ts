import { z } from 'zod';
import { eventWithTypes } from './events';
import { approvalStatuses, eventSummary } from './event-summary';
import { listPage, pageQuery } from './pages';
import { userIdentity } from './users';
import { currencyCode } from './form-fields';

export const adminUser = userIdentity.extend({
  country: z.string().optional(),
  state: z.string().optional(),
  photoUrl: z.string().optional(),
  /** SPEC.md: "Not Started" when unset; otherwise the questionnaire's progress. */
  started: z.boolean().optional(),
  /** 0 to 100, when started. */
  progress: z.number().min(0).max(100).optional(),
  disabled: z.boolean(),
  isAdmin: z.boolean(),
  /** Whether the person proved the email is theirs (the link in the verification email). */
  emailVerified: z.boolean(),
  createdAt: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUser>;

/**
 * `GET /api/admin/users?q=&limit=&after=`: every account with an email (people, not buyers'
 * anonymous sessions), newest first; `q` matches the start of the email, a name or the full
 * name (or a word of them), and a whole email finds its account even before it has a profile.
 */
export const adminUsersQuery = pageQuery.extend({
  q: z.string().max(200, 'At most 200 characters').optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/**
 * A page of the user table, with `nextCursor` when more follow. Anonymous buyers' sessions
 * have no profile, so they are never listed.
 */
export const adminUsersResponse = listPage.extend({ users: z.array(adminUser) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const setDisabledRequest = z.object({
  disabled: z.boolean({ message: 'Say true or false' }),
});
export const setAdminRequest = z.object({ admin: z.boolean({ message: 'Say true or false' }) });

/** What `GET /api/admin/events?status=` lists: one approval status, or every event. */
export const adminEventFilters = [...approvalStatuses, 'all'] as const;
export type AdminEventFilter = (typeof adminEventFilters)[number];

/** `GET /api/admin/events?status=&after=&limit=`: every event unless a status is named. */
export const adminEventsQuery = pageQuery.extend({
  status: z.enum(adminEventFilters, { message: 'Not an event status' }).optional(),
});
export type AdminEventsQuery = z.infer<typeof adminEventsQuery>;

/** An event in the queue, with its ticket types and its organiser's email when known. */
export const moderationQueueEvent = eventWithTypes.extend({
  organiserEmail: z.string().optional(),
});
export type ModerationQueueEvent = z.infer<typeof moderationQueueEvent>;

/**
 * A page of the administrators' events list, newest first: each event with everything a
 * buyer would see, `nextCursor` when more follow, and how many events each filter holds.
 */
export const moderationQueueResponse = listPage.extend({
  events: z.array(moderationQueueEvent),
  totals: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    all: z.number().int(),
  }),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;

export const searchResponse = z.object({
  events: z.array(eventSummary),
  /** Administrators only; empty for organisers. */
  users: z.array(adminUser),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** A rate in basis points, 0 to 10000; `example` shows one ("500 is 5 %") in the errors. */
const basisPoints = (example: string) => {
  const message = `A whole number of basis points (${example})`;
  return z
    .number({ message })
    .int(message)
    .min(0, 'At least 0')
    .max(10_000, 'At most 10000 (100 %)');
};

/** `PUT /api/admin/users/:uid/fee`: an organiser's own platform fee (basis points, minor units). */
export const organiserFeeRequest = z.object({
  percentBasisPoints: basisPoints('500 is 5 %'),
  flatByCurrency: z.record(
    currencyCode,
    z
      .number()
      .int('Whole minor units (250 is 2.50)')
      .min(0, 'At least 0')
      .max(1_000_000, 'At most 1000000'),
    { message: 'Flat amounts per currency, e.g. { "ZAR": 250 }' },
  ),
  vatBasisPoints: basisPoints('1500 is 15 %'),
});
export type OrganiserFeeRequest = z.infer<typeof organiserFeeRequest>;

/** What setting or clearing an organiser's fee answers: the fee now in force, and its reach. */
export const organiserFeeResponse = z.object({
  uid: z.string(),
  /** Missing: the platform's fee applies. */
  feeSchedule: organiserFeeRequest.optional(),
  eventsUpdated: z.number().int(),
});
export type OrganiserFeeResponse = z.infer<typeof organiserFeeResponse>;
