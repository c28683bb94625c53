import { z } from 'zod';
import { searchResponse } from '../../../contract/admin';
import { eventSummary } from '../../../contract/event-summary';
import {
  bannerQuery,
  createEventRequest,
  eventViewQuery,
  eventWithTypes,
  publicEvent,
  updateEventRequest,
} from '../../../contract/events';
import { eventPathParams } from '../../../contract/ids';
import { myEventsQuery, myEventsResponse } from '../../../contract/my-events';
import { describeArea } from '../route-description';
import {
  exampleEventSummary,
  exampleEventWithTypes,
  exampleIds,
  examplePublicEvent,
} from '../examples';

/** What `GET /api/events/{eventId}` answers: the organiser's view to its team, else the public one. */
const eventView = z.union([eventWithTypes, publicEvent]);

const searchQuery = z.object({ q: z.string().min(1).max(100) });

const exampleCreateEvent = {
  orgId: exampleIds.orgId,
  name: 'Rooftop Sessions: December',
  description: 'Three bands on the roof, sunset to midnight.',
  locationText: 'The Old Biscuit Mill, Woodstock, Cape Town',
  startsAt: '2026-12-12T16:00:00.000Z',
  endsAt: '2026-12-12T22:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  feeMode: 'absorbed',
  types: [{ name: 'General admission', price: 15000, currency: 'ZAR', capacity: 300 }],
};

export const eventRoutes = describeArea('Events', [
  {
    method: 'post',
    path: '/api/events',
    summary: 'Create an event',
    description:
      'A draft in the organisation named (`orgId`; unset: the person’s own, made the first time it is needed), sent for review. Needs a verified email address and `event.edit` there. Prices are in minor units (15000 is R150.00); `feeMode` says who pays the platform’s fee (`absorbed`, the default, or `passed_on` to buyers); `listed: false` keeps it off What’s on.',
    auth: 'account',
    body: { schema: createEventRequest, example: exampleCreateEvent },
    responses: {
      201: {
        description: 'The event, pending review.',
        schema: eventWithTypes,
        example: {
          ...exampleEventWithTypes,
          approved: undefined,
          status: 'pending',
          ticketsSold: 0,
        },
      },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/events/mine',
    summary: 'List an organisation’s events',
    description:
      'Newest first, a page at a time (`limit`, 25 unless asked, at most 100; pass `nextCursor` back as `after`). `orgId` names the organisation (unset: the person’s own). `total` and `approvedTotal` count every page.',
    auth: 'account',
    query: myEventsQuery,
    responses: {
      200: {
        description: 'A page of events.',
        schema: myEventsResponse,
        example: {
          orgId: exampleIds.orgId,
          yourRole: 'owner',
          events: [{ ...exampleEventSummary, capacity: 300 }],
          total: 1,
          approvedTotal: 1,
        },
      },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}',
    summary: 'Get an event',
    description:
      'To the event’s team and administrators, the organiser’s view (`eventWithTypes`: every type with what it sold, the settings, `yourRights`); to anyone else, the public view of an approved event (cached a minute). `?as=organiser` asks for the organiser’s view only: 404 for anyone else.',
    auth: 'optionalIdToken',
    params: eventPathParams,
    query: eventViewQuery,
    responses: {
      200: {
        description: 'The organiser’s view, or the public one.',
        schema: eventView,
        example: examplePublicEvent,
      },
    },
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/events/{eventId}',
    summary: 'Edit an event',
    description:
      'The whole draft again: types with an `id` are kept, new ones have none, a type left out is removed (one that sold is refused). Changing what buyers see (name, times, prices, who pays the fee) sends an approved event back to review; `listed` does not. Holders are told of a moved start.',
    auth: 'account',
    params: eventPathParams,
    body: { schema: updateEventRequest, example: exampleCreateEvent },
    responses: {
      200: {
        description: 'The event as saved.',
        schema: eventWithTypes,
        example: exampleEventWithTypes,
      },
    },
    errors: [404, 409],
  },
  {
    method: 'delete',
    path: '/api/events/{eventId}',
    summary: 'Delete an event',
    description:
      'Only an event that sold nothing (409 otherwise: cancel it instead). `event.cancel`.',
    auth: 'account',
    params: eventPathParams,
    responses: { 204: { description: 'Deleted.' } },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/resubmit',
    summary: 'Send a rejected event for review again',
    auth: 'account',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The event, pending review.',
        schema: eventSummary,
        example: { ...exampleEventSummary, approved: undefined, status: 'pending' },
      },
    },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/banner',
    summary: 'Get an event’s banner',
    description:
      '`v` is the version the event’s `imageUrl` names. The approved version of an approved event is public (cached 5 minutes); the latest upload is its team’s and administrators’ only. With `w` and `f` (`avif` or `webp`), one of the sizes the view’s `imageVariants` names; a size not made is a 404, `w` without `f` a 400 naming `w`. Banners are uploaded through `POST /api/uploadImage`.',
    auth: 'optionalIdToken',
    params: eventPathParams,
    query: bannerQuery,
    responses: {
      200: { description: 'The image.', contentType: 'image/*' },
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/search',
    summary: 'Search events (and people, for administrators)',
    description:
      'By words of an event’s name or venue (a word’s start is enough), never its description: an organiser’s own events; every event, and people by email or name, for administrators. 20 of each at most, newest events first.',
    auth: 'account',
    query: searchQuery,
    responses: {
      200: {
        description: 'What was found.',
        schema: searchResponse,
        example: { events: [exampleEventSummary], users: [] },
      },
    },
  },
]);
