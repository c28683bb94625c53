import { z } from 'zod';
import { eventSummary } from './event-summary';
import { organisationId } from './ids';
import { listPage, pageQuery } from './pages';
import { teamRoles } from './team-roles';

/** An event in the organiser's own list: with what its ticket types offer in all. */
export const myEventSummary = eventSummary.extend({ capacity: z.number().int().optional() });
export type MyEventSummary = z.infer<typeof myEventSummary>;

/** `GET /api/events/mine?orgId=`: which organisation's events (unset: the person's own). */
export const myEventsQuery = pageQuery.extend({ orgId: organisationId.optional() });

/**
 * `GET /api/events/mine`: the events of one of the person's organisations, newest first, a
 * page at a time.
 */
export const myEventsResponse = listPage.extend({
  /** The organisation listed; unset for someone in none yet. */
  orgId: z.string().optional(),
  /** The person's role there, and whether they work on chosen events only. */
  yourRole: z.enum(teamRoles).optional(),
  limitedToEvents: z.boolean().optional(),
  events: z.array(myEventSummary),
  /** How many events the organiser has in all. */
  total: z.number().int().optional(),
  /** How many of them are approved, on any page (the welcome page's last step). */
  approvedTotal: z.number().int().optional(),
});
export type MyEventsResponse = z.infer<typeof myEventsResponse>;
