import { z } from 'zod';
import { publicConfigResponse } from '../../../contract/config';
import { healthResponse } from '../../../contract/health';
import { eventPathParams } from '../../../contract/ids';
import { whatsOnQuery, whatsOnResponse } from '../../../contract/listing';
import { embedCheckQuery, embedCheckResponse } from '../../../contract/widget';
import { exampleIds, exampleTime } from '../examples';
import { describeArea } from '../route-description';

/** This document: OpenAPI 3.1, as JSON. */
const openApiJson = z
  .object({ openapi: z.literal('3.1.0') })
  .catchall(z.unknown())
  .describe('An OpenAPI 3.1 document.');

export const publicRoutes = describeArea('Platform', [
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This reference, as OpenAPI 3.1',
    description:
      'Made from the routes’ zod schemas once per instance. Public, cached 5 minutes, readable from any origin. `/docs/api` shows it.',
    auth: 'none',
    responses: {
      200: {
        description: 'The document.',
        schema: openApiJson,
        example: { openapi: '3.1.0', info: { title: 'Ticketing Paradise API', version: '1' } },
      },
    },
  },
  {
    method: 'get',
    path: '/api/health',
    summary: 'Is the API up',
    auth: 'none',
    responses: {
      200: {
        description: 'Up.',
        schema: healthResponse,
        example: {
          status: 'ok',
          backend: 'firebase',
          projectId: 'ticketing-paradise',
          time: exampleTime,
        },
      },
    },
  },
  {
    method: 'get',
    path: '/api/config',
    summary: 'The platform’s public settings',
    description:
      'The currencies paid ticket types may be priced in, the platform’s fee on paid tickets (basis points and minor units) which wallets tickets can be saved to, and how many days after an event ends its attendee answers and holders’ names are kept. Cached 5 minutes.',
    auth: 'none',
    responses: {
      200: {
        description: 'The settings.',
        schema: publicConfigResponse,
        example: {
          paymentCurrencies: ['ZAR', 'USD'],
          platformFee: {
            percentBasisPoints: 500,
            flatByCurrency: { ZAR: 250 },
            vatBasisPoints: 1500,
          },
          walletPasses: { apple: true, google: true },
          attendeeDataRetentionDays: 365,
        },
      },
    },
  },
  {
    method: 'get',
    path: '/api/whats-on',
    summary: 'What’s on: listed events',
    description:
      'Approved events not yet over whose organisers list them, soonest first, a page at a time (24 at most): `area` matches a comma-separated part of the venue (ignoring case and accents), `when` is `today`, `weekend` or `month` (Johannesburg’s days), `q` words of the name or venue. Each with every label worded. Cached 5 seconds.',
    auth: 'none',
    query: whatsOnQuery,
    responses: {
      200: {
        description: 'A page of events.',
        schema: whatsOnResponse,
        example: {
          events: [
            {
              id: exampleIds.eventId,
              name: 'Rooftop Sessions: December',
              url: `/event/${exampleIds.eventId}/rooftop-sessions-december`,
              locationText: 'The Old Biscuit Mill, Woodstock, Cape Town',
              startsAt: '2026-12-12T16:00:00.000Z',
              timeZone: 'Africa/Johannesburg',
              dateLabel: 'Sat 12 Dec 2026, 18:00',
              fromPrice: { price: 15000, currency: 'ZAR' },
              priceLabel: 'R150.00',
              state: 'on_sale',
              stateLabel: 'On sale',
              organisation: { name: 'Rooftop Sessions', slug: 'rooftop-sessions' },
            },
          ],
        },
      },
    },
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/embed-check',
    summary: 'May this site sell the event',
    description:
      'Asked by the widget’s loader on an organiser’s page before it opens the checkout overlay: whether the organisation lists `origin` among the sites that may frame its events. Readable from any origin; cached 5 seconds.',
    auth: 'none',
    params: eventPathParams,
    query: embedCheckQuery,
    responses: {
      200: {
        description: 'Allowed, or why not.',
        schema: embedCheckResponse,
        example: { allowed: true, eventName: 'Rooftop Sessions: December' },
      },
    },
    errors: [404],
  },
]);
