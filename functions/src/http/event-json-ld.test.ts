import { describe, expect, it } from 'vitest';
import type { EventPageFacts } from '../app/events/get-event-preview';
import type { PublicEvent, PublicTicketType } from '../contract/public';
import { eventJsonLd, jsonLdScript, type EventJsonLd } from './event-json-ld';

const baseUrl = 'https://tickets.example';
const now = '2027-02-01T10:00:00.000Z';
const url = `${baseUrl}/event/e1/jazz-night`;

const type = (overrides: Partial<PublicTicketType>): PublicTicketType => ({
  id: 'ga',
  name: 'General',
  price: 15000,
  currency: 'ZAR',
  maxPerOrder: 10,
  salesStart: null,
  salesEnd: null,
  left: 100,
  ...overrides,
});

/** An approved event in Cape Town, 6 March 2027 19:00-23:00 there, with a banner. */
const onSale: PublicEvent = {
  id: 'e1',
  name: 'Jazz Night',
  description: 'Bring a friend.',
  imageUrl: '/api/events/e1/banner?v=b1',
  imageVariants: [
    { format: 'avif', width: 800, height: 400, url: '/api/events/e1/banner?v=b1&w=800&f=avif' },
    { format: 'webp', width: 800, height: 400, url: '/api/events/e1/banner?v=b1&w=800&f=webp' },
    { format: 'webp', width: 1800, height: 900, url: '/api/events/e1/banner?v=b1&w=1800&f=webp' },
  ],
  locationText: 'The Old Biscuit Mill, 375 Albert Rd, Cape Town',
  location: { lat: -33.9275, lng: 18.4573 },
  startsAt: '2027-03-06T17:00:00.000Z',
  endsAt: '2027-03-06T21:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  types: [
    type({ id: 'ga', name: 'General', price: 15000 }),
    // The buyer pays the service fee and its VAT: the offer's price is what they pay.
    type({ id: 'vip', name: 'VIP', price: 25050, serviceFee: 1000, serviceFeeVat: 150 }),
    type({ id: 'late', name: 'Late owl', salesStart: '2027-02-20T08:00:00.000Z' }),
  ],
};

const page: EventPageFacts = {
  name: 'Jazz Night',
  description: 'Bring a friend.',
  url,
  organiser: { name: 'Blue Note Collective', url: `${baseUrl}/o/blue-note` },
  createdAt: '2027-01-10T08:00:00.000Z',
};

const build = (event: PublicEvent, facts: EventPageFacts = page) =>
  eventJsonLd(event, facts, { baseUrl, now })!;

const withOffset = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

/**
 * What Google's event results require (name, startDate, location with its address) and
 * recommend (description, endDate, eventStatus, image, organizer, offers with price,
 * priceCurrency, availability, validFrom and url); performer is left out, as the platform
 * does not know it.
 */
function expectSearchEngineProperties(data: EventJsonLd) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Event');
  expect(data.name).toBe('Jazz Night');
  expect(data.startDate).toMatch(withOffset);
  expect(data.location).toMatchObject({
    '@type': 'Place',
    name: 'The Old Biscuit Mill',
    address: { '@type': 'PostalAddress', streetAddress: onSale.locationText },
  });
  expect(data.description).toBe('Bring a friend.');
  expect(data.endDate).toMatch(withOffset);
  expect(data.eventStatus).toMatch(
    /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Rescheduled)$/,
  );
  expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
  expect(data.image?.length).toBeGreaterThan(0);
  for (const image of data.image ?? []) expect(image).toMatch(/^https:\/\/tickets\.example\//);
  expect(data.organizer).toEqual({
    '@type': 'Organization',
    name: 'Blue Note Collective',
    url: `${baseUrl}/o/blue-note`,
  });
  for (const offer of data.offers ?? []) {
    expect(offer.price).toMatch(/^\d+\.\d\d$/);
    expect(offer.priceCurrency).toBe('ZAR');
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder)$/);
    expect(offer.validFrom).toMatch(withOffset);
    expect(offer.url).toBe(url);
  }
  expect(data.url).toBe(url);
}

describe('eventJsonLd', () => {
  it('describes an event on sale: its times with the venue’s offset, place, banner and offers', () => {
    const data = build(onSale);
    expectSearchEngineProperties(data);
    expect(data).toMatchObject({
      startDate: '2027-03-06T19:00:00+02:00',
      endDate: '2027-03-06T23:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { geo: { '@type': 'GeoCoordinates', latitude: -33.9275, longitude: 18.4573 } },
    });
    expect(data).not.toHaveProperty('previousStartDate');
    expect(data.image).toEqual([
      `${baseUrl}/api/events/e1/banner?v=b1`,
      `${baseUrl}/api/events/e1/banner?v=b1&w=1800&f=webp`,
      `${baseUrl}/api/events/e1/banner?v=b1&w=800&f=webp`,
    ]);
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'General',
        price: '150.00',
        priceCurrency: 'ZAR',
        availability: 'https://schema.org/InStock',
        validFrom: '2027-01-10T10:00:00+02:00',
        url,
      },
      expect.objectContaining({
        name: 'VIP',
        price: '262.00',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        name: 'Late owl',
        availability: 'https://schema.org/PreOrder',
        validFrom: '2027-02-20T10:00:00+02:00',
      }),
    ]);
  });

  it('offers exactly the public view’s types, so a hidden type never appears', () => {
    const data = build({ ...onSale, types: [onSale.types[0]!] });
    expect(data.offers?.map((offer) => offer.name)).toEqual(['General']);
  });

  it('says sold out of a type with none left and of one whose sales ended', () => {
    const soldOut = build({
      ...onSale,
      types: [
        type({ id: 'ga', left: 0 }),
        type({ id: 'vip', name: 'VIP', salesEnd: '2027-01-31T22:00:00.000Z' }),
      ],
    });
    expectSearchEngineProperties(soldOut);
    expect(soldOut.offers?.map((offer) => offer.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
    expect(soldOut.offers?.[1]?.validThrough).toBe('2027-02-01T00:00:00+02:00');
  });

  it('says a cancelled event is cancelled, with nothing on offer', () => {
    const cancelled = build({ ...onSale, cancelledAt: '2027-02-01T09:00:00.000Z', types: [] });
    expectSearchEngineProperties(cancelled);
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled).not.toHaveProperty('offers');
  });

  it('says a moved event was rescheduled, from the start it had before', () => {
    const moved = build(
      { ...onSale, startsAt: '2027-03-13T17:00:00.000Z', endsAt: '2027-03-13T21:00:00.000Z' },
      {
        ...page,
        rescheduledAt: '2027-01-20T08:00:00.000Z',
        previousStartsAt: '2027-03-06T17:00:00.000Z',
      },
    );
    expectSearchEngineProperties(moved);
    expect(moved).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2027-03-13T19:00:00+02:00',
      previousStartDate: '2027-03-06T19:00:00+02:00',
    });
    // A move that only changed its end: rescheduled, with no previous start to name.
    const endMoved = build(onSale, { ...page, rescheduledAt: '2027-01-20T08:00:00.000Z' });
    expect(endMoved.eventStatus).toBe('https://schema.org/EventRescheduled');
    expect(endMoved).not.toHaveProperty('previousStartDate');
  });

  it('is nothing for an event without a start, which search engines refuse', () => {
    expect(eventJsonLd({ ...onSale, startsAt: undefined }, page, { baseUrl, now })).toBeUndefined();
  });
});

describe('jsonLdScript', () => {
  it('is one element that no `</script>` in a name can end, and parses back to the data', () => {
    const data = build({ ...onSale, name: 'Jazz </script><script>alert(1)</script> & more' });
    const script = jsonLdScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/ld\+json">([^<]*)<\/script>$/.exec(script)![1]!;
    expect(json).toContain('\\u003c/script');
    expect(JSON.parse(json)).toEqual(data);
  });
});
