import type { EventWithTypes, PublicEvent } from '../../contract/events';
import type { EventSummary } from '../../contract/event-summary';
import type { OrderRow } from '../../contract/orders';
import type { TicketView } from '../../contract/tickets';

/*
 * The examples the reference shows, shared by the routes that answer the same things. Each is
 * typed by its contract, and a test parses every route's examples with their schemas.
 */

export const exampleIds = {
  eventId: 'xJ4m8QzR2vNc7TfLpW1a',
  typeId: 'general',
  orgId: 'rooftop-sessions',
  uid: 'Yh3pQm8sT2WzR6vN1cKd0aLx9eF4',
  reference: 'tp_5f2a9c1e7b3d',
  code: 'q3Vb8NcX1mZk7LpR2tYw9A',
  otherCode: 'Hd7Kp2Qw9Xz4Lm1Vn8Rt3B',
  deviceId: 'north-gate',
  messageId: 'msg_2026_12_01',
  invitationId: 'inv_8Fq2Lm',
  transferId: 'trf_3Kp9Xw',
  entryId: 'wle_7Rt2Nc',
  mailingId: 'change_2026_11_20',
  submissionId: 'sub_4Tq8Vm',
  requestId: 'Yh3pQm8sT2WzR6vN1cKd0aLx9eF4_k8Fh2Lq9Zp',
} as const;

export const exampleTime = '2026-11-20T09:30:00.000Z';

const eventFields = {
  id: exampleIds.eventId,
  name: 'Rooftop Sessions: December',
  description: 'Three bands on the roof, sunset to midnight.',
  imageUrl: `/api/events/${exampleIds.eventId}/banner?v=3`,
  locationText: 'The Old Biscuit Mill, Woodstock, Cape Town',
  location: { lat: -33.9275, lng: 18.4571 },
  startsAt: '2026-12-12T16:00:00.000Z',
  endsAt: '2026-12-12T22:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
};

export const examplePublicEvent: PublicEvent = {
  ...eventFields,
  types: [
    {
      id: exampleIds.typeId,
      name: 'General admission',
      price: 15000,
      currency: 'ZAR',
      maxPerOrder: 10,
      salesStart: null,
      salesEnd: '2026-12-12T15:00:00.000Z',
      left: 212,
    },
  ],
};

export const exampleEventSummary: EventSummary = {
  ...eventFields,
  uid: exampleIds.uid,
  approved: true,
  status: 'approved',
  ticketsSold: 88,
  createdAt: '2026-10-02T08:15:00.000Z',
  updatedAt: exampleTime,
};

export const exampleEventWithTypes: EventWithTypes = {
  ...exampleEventSummary,
  yourRights: ['event.edit', 'orders.view', 'check_in'],
  orgId: exampleIds.orgId,
  feeMode: 'absorbed',
  types: [
    {
      id: exampleIds.typeId,
      name: 'General admission',
      price: 15000,
      currency: 'ZAR',
      capacity: 300,
      maxPerOrder: 10,
      salesStart: null,
      salesEnd: '2026-12-12T15:00:00.000Z',
      sold: 88,
      left: 212,
      visibility: 'public',
    },
  ],
};

export const exampleOrderRow: OrderRow = {
  reference: exampleIds.reference,
  email: 'thandi@example.com',
  quantity: 2,
  amount: 30000,
  currency: 'ZAR',
  status: 'paid',
  createdAt: '2026-11-20T09:28:00.000Z',
  paidAt: exampleTime,
};

export const exampleTicket: TicketView = {
  code: exampleIds.code,
  qrPayload: `tp1.${exampleIds.eventId}.${exampleIds.code}.${'S'.repeat(86)}`,
  status: 'valid',
  orderReference: exampleIds.reference,
  typeName: 'General admission',
  holderEmail: 'thandi@example.com',
  createdAt: exampleTime,
  transfer: { state: 'available', closesAt: '2026-12-12T14:00:00.000Z' },
  event: {
    id: exampleIds.eventId,
    name: eventFields.name,
    startsAt: eventFields.startsAt,
    endsAt: eventFields.endsAt,
    timeZone: eventFields.timeZone,
    locationText: eventFields.locationText,
    imageUrl: eventFields.imageUrl,
  },
};

/** The Firebase ID token of the examples' organiser, cut short. */
export const exampleBearer = 'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6Ij…';
