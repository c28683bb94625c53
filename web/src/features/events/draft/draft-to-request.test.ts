import { describe, expect, it } from 'vitest';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { checkDraft } from './draft-to-request';
import { emptyDraft, emptyTicketType, type EventDraft } from './event-draft';
import { eventToDraft } from './event-to-draft';
import { listProblems } from './problems';

const draftWith = (overrides: Partial<EventDraft>): EventDraft => ({
  ...emptyDraft('Africa/Johannesburg'),
  ...overrides,
});

describe('checkDraft', () => {
  it('needs a name', () => {
    const check = checkDraft(draftWith({ name: '   ' }));
    expect(check.isValid).toBe(false);
    expect(check.errors.name).toBe('Need name');
  });

  it('builds the request: trimmed text, instants, minor units', () => {
    const check = checkDraft(
      draftWith({
        name: ' Rooftop Sessions ',
        description: ' Sunset beats ',
        locationText: 'Rooftop, Cape Town',
        latitude: -33.92,
        longitude: 18.42,
        startsAt: '2026-03-14T19:00',
        endsAt: '2026-03-14T23:00',
        types: [{ ...emptyTicketType(), name: 'General', price: '150.5', capacity: 80 }],
      }),
    );
    expect(check.errors).toEqual({});
    expect(check.request).toEqual({
      name: 'Rooftop Sessions',
      description: 'Sunset beats',
      locationText: 'Rooftop, Cape Town',
      location: { lat: -33.92, lng: 18.42 },
      startsAt: '2026-03-14T17:00:00.000Z',
      endsAt: '2026-03-14T21:00:00.000Z',
      timeZone: 'Africa/Johannesburg',
      types: [
        {
          name: 'General',
          price: 15050,
          currency: 'ZAR',
          capacity: 80,
          maxPerOrder: 10,
          salesStart: null,
          salesEnd: null,
        },
      ],
      feeMode: 'absorbed',
      waitingRoom: { enabled: false, autoOn: true },
      transfers: { enabled: true, closeHoursBeforeStart: 2 },
      reminders: { enabled: true, hoursBeforeStart: 24 },
      refundRequests: { enabled: false, untilDaysBeforeStart: 7, approval: 'organiser' },
      listed: true,
    });
  });

  it('sends the reminder settings with the note trimmed, and names a bad field', () => {
    const off = checkDraft(
      draftWith({
        name: 'Gig',
        remindersEnabled: false,
        reminderHours: 3,
        reminderNote: ' Doors at 7 ',
      }),
    );
    expect(off.request?.reminders).toEqual({
      enabled: false,
      hoursBeforeStart: 3,
      note: 'Doors at 7',
    });
    expect(checkDraft(draftWith({ name: 'Gig', reminderNote: '  ' })).request?.reminders).toEqual({
      enabled: true,
      hoursBeforeStart: 24,
    });
    const cleared = checkDraft(draftWith({ name: 'Gig', reminderHours: '' }));
    expect(cleared.errors.reminderHours).toBe('Hours before the start must be a number');
    const tooLong = checkDraft(draftWith({ name: 'Gig', reminderNote: 'x'.repeat(1001) }));
    expect(tooLong.errors.reminderNote).toBe('At most 1000 characters');
    expect(listProblems(tooLong.errors, draftWith({}))).toMatchObject([
      { path: 'reminderNote', where: "Reminders: the organiser's note" },
    ]);
  });

  it('sends the transfer settings, and names a cleared hours field', () => {
    const off = checkDraft(
      draftWith({ name: 'Gig', transfersEnabled: false, transferCloseHours: 6 }),
    );
    expect(off.request?.transfers).toEqual({ enabled: false, closeHoursBeforeStart: 6 });
    const cleared = checkDraft(draftWith({ name: 'Gig', transferCloseHours: '' }));
    expect(cleared.errors.transferCloseHours).toBe('Hours before the start must be a number');
    const tooLong = checkDraft(draftWith({ name: 'Gig', transferCloseHours: 500 }));
    expect(tooLong.errors.transferCloseHours).toBe('At most 168 hours');
  });

  it('sends the refund request settings, and names a day count out of range', () => {
    const on = checkDraft(
      draftWith({
        name: 'Gig',
        refundRequestsEnabled: true,
        refundRequestDays: 3,
        refundRequestApproval: 'automatic',
      }),
    );
    expect(on.request?.refundRequests).toEqual({
      enabled: true,
      untilDaysBeforeStart: 3,
      approval: 'automatic',
    });
    const tooMany = checkDraft(draftWith({ name: 'Gig', refundRequestDays: 400 }));
    expect(tooMany.errors.refundRequestDays).toBe('At most 365 days');
    expect(listProblems(tooMany.errors, draftWith({}))).toMatchObject([
      { path: 'refundRequestDays', where: 'Refund requests: days before the start' },
    ]);
  });

  it('sends who pays the service fee as chosen', () => {
    const check = checkDraft(draftWith({ name: 'Gig', feeMode: 'passed_on' }));
    expect(check.request?.feeMode).toBe('passed_on');
  });

  it('sends the waiting room, and refuses a pace out of range at its field', () => {
    const on = checkDraft(draftWith({ name: 'Gig', waitingRoom: true, admitPerMinute: 120 }));
    expect(on.request?.waitingRoom).toEqual({ enabled: true, admitPerMinute: 120, autoOn: true });
    const unset = checkDraft(
      draftWith({ name: 'Gig', waitingRoom: false, waitingRoomAutoOn: false }),
    );
    expect(unset.request?.waitingRoom).toEqual({ enabled: false, autoOn: false });
    const slow = checkDraft(draftWith({ name: 'Gig', waitingRoom: true, admitPerMinute: 2 }));
    expect(slow.errors).toEqual({ admitPerMinute: 'At least 6 buyers a minute' });
  });

  it.each([
    ['abc', 'Enter a price like 150 or 150.50'],
    ['-1', 'Price cannot be negative'],
    ['1e9', 'Enter a price like 150 or 150.50'],
    ['', 'Enter a price (0 for free tickets)'],
    ['2000000', 'At most 1,000,000'],
  ])('explains the price %j', (price, message) => {
    const check = checkDraft(
      draftWith({ name: 'Gig', types: [{ ...emptyTicketType(), name: 'GA', price }] }),
    );
    expect(check.errors['types.0.price']).toBe(message);
  });

  it('accepts free tickets', () => {
    const check = checkDraft(
      draftWith({ name: 'Gig', types: [{ ...emptyTicketType(), name: 'Free', price: '0' }] }),
    );
    expect(check.isValid).toBe(true);
  });

  it('checks times, coordinates and numbers', () => {
    const check = checkDraft(
      draftWith({
        name: 'Gig',
        latitude: 95,
        longitude: '',
        startsAt: '2026-03-14T19:00',
        endsAt: '2026-03-14T18:00',
        types: [
          {
            ...emptyTicketType(),
            name: '',
            price: '10',
            capacity: '',
            maxPerOrder: 500,
            salesStart: '2026-03-10T10:00',
            salesEnd: '2026-03-01T10:00',
          },
        ],
      }),
    );
    expect(check.errors).toMatchObject({
      longitude: 'Enter the longitude too, or clear both',
      endsAt: 'The end must be after the start',
      'types.0.name': 'Need a ticket name',
      'types.0.capacity': 'Capacity must be a number',
      'types.0.maxPerOrder': 'At most 100 per order',
      'types.0.salesEnd': 'Sales must end after they start',
    });
    const both = checkDraft(draftWith({ name: 'Gig', latitude: 95, longitude: 10 }));
    expect(both.errors.latitude).toBe('Latitude is between -90 and 90');
  });

  it('names every problem with its step, in step order', () => {
    const draft = draftWith({
      name: '',
      types: [{ ...emptyTicketType(), name: 'VIP', price: 'abc' }],
    });
    const problems = listProblems(checkDraft(draft).errors, draft);
    expect(problems.map(({ step, where, message }) => [step, where, message])).toEqual([
      [0, 'Event name', 'Need name'],
      [2, 'Ticket type 1 (VIP): Price', 'Enter a price like 150 or 150.50'],
    ]);
  });

  it('round-trips an existing event through the draft, keeping type ids', () => {
    const event = buildEventWithTypes({
      startsAt: '2026-03-14T17:00:00.000Z',
      timeZone: 'Africa/Johannesburg',
      location: { lat: -33.9, lng: 18.4 },
      locationText: 'Cape Town',
      feeMode: 'passed_on',
      types: [buildTicketType({ id: 't1', price: 15000, sold: 3 })],
    });
    const draft = eventToDraft(event);
    expect(draft.startsAt).toBe('2026-03-14T19:00');
    expect(draft.feeMode).toBe('passed_on');
    expect(draft.types[0]).toMatchObject({ id: 't1', price: '150.00', sold: 3 });
    const check = checkDraft(draft);
    expect(check.request?.types?.[0]).toMatchObject({ id: 't1', price: 15000 });
    expect(check.request?.startsAt).toBe('2026-03-14T17:00:00.000Z');
    expect(checkDraft({ ...draft, types: [{ ...draft.types[0]!, capacity: 2 }] }).errors).toEqual({
      'types.0.capacity': '3 already sold: capacity cannot be lower',
    });
  });

  it("keeps What's on's setting: listed unless the event says otherwise", () => {
    expect(eventToDraft(buildEventWithTypes({})).listed).toBe(true);
    const unlisted = eventToDraft(buildEventWithTypes({ listed: false }));
    expect(unlisted.listed).toBe(false);
    expect(checkDraft({ ...unlisted, name: 'Gig' }).request?.listed).toBe(false);
  });
});
