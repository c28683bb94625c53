import type { CreateEventRequest } from '../../functions/src/contract/events';

/** The event the event-management tests create, edit, review and search for. */
export const harbourLights: CreateEventRequest = {
  name: 'Harbour Lights',
  description: 'Boats and lanterns',
  locationText: 'V&A Waterfront, Cape Town',
  location: { lat: -33.9, lng: 18.42 },
  startsAt: '2027-01-10T17:00:00.000Z',
  endsAt: '2027-01-10T22:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  types: [
    { name: 'General', price: 15000, currency: 'ZAR', capacity: 100, maxPerOrder: 6 },
    { name: 'VIP', price: 45000, currency: 'ZAR', capacity: 10, maxPerOrder: 2 },
  ],
};
