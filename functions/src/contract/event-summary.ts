import { z } from 'zod';
import { waitingRoomSettings } from './waiting-room';
import { transferSettings } from './transfer-settings';
import { reminderSettings } from './reminder-settings';
import { refundRequestSettings } from './refund-request-settings';

// Apart from events.ts (the forms' inputs and the organiser's full view): the lists (the
// platform's home, the events page) need only this, and a first load of /platform carries
// what it imports (web/src/features/shell; bench:web holds it to a budget).

export const geoPoint = z.object({
  lat: z
    .number()
    .min(-90, 'Latitude is between -90 and 90')
    .max(90, 'Latitude is between -90 and 90'),
  lng: z
    .number()
    .min(-180, 'Longitude is between -180 and 180')
    .max(180, 'Longitude is between -180 and 180'),
});
export type GeoPoint = z.infer<typeof geoPoint>;

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const eventSummary = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  description: z.string(),
  /** SPEC.md: true approved, false rejected, unset pending. */
  approved: z.boolean().optional(),
  rejectedReason: z.string().optional(),
  status: z.enum(approvalStatuses),
  /** `/api/events/{id}/banner?v={version}`: each banner version has a URL of its own. */
  imageUrl: z.string().optional(),
  locationText: z.string().optional(),
  location: geoPoint.optional(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  timeZone: z.string().optional(),
  /** The organiser's "List on What's on", when ever set (unset: listed; see listing.ts). */
  listed: z.boolean().optional(),
  ticketsSold: z.number().int(),
  /** Set when the event was cancelled (POST /api/events/{id}/cancel), with its reason. */
  cancelledAt: z.string().optional(),
  cancelledReason: z.string().optional(),
  /** The organiser's waiting room setting, when ever set (see contract/waiting-room.ts). */
  waitingRoom: waitingRoomSettings.optional(),
  /** Transfers to a friend, when the organiser ever set them (unset: the defaults). */
  transfers: transferSettings.optional(),
  /** Reminders before the start, when the organiser ever set them (unset: the defaults). */
  reminders: reminderSettings.optional(),
  /** Refunds buyers may ask for, when the organiser ever set them (unset: off). */
  refundRequests: refundRequestSettings.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventSummary = z.infer<typeof eventSummary>;
