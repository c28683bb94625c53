/**
 * Attendee details through the stack's functions, on whichever backend it runs: the
 * organiser's questions, a purchase refused with a 400 naming the missing answer, the answers
 * of a free order on its tickets, the attendee list and CSV, and the buyer's edit.
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketAttendeeDetails } from '../../functions/src/contract/attendee-details';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { attendeesResponse } from '../../functions/src/contract/orders';
import { dietOnlySettings } from '../../functions/src/test-support/attendee-questions';
import { callApi } from '../support/api';
import { errorOf } from '../support/api-errors';
import { newAdmin, signInAnonymously, signUp, type TestUser } from '../support/auth-emulator';
import { untilAnswered } from '../support/await-purchase';
import { beginTransaction, purchaseRequest } from '../support/checkout-calls';
import { createApprovedEvent } from '../support/events';
import { testEnv } from '../support/test-env';

let organiser: TestUser;
let event: EventWithTypes;

beforeAll(async () => {
  const [signedUp, admin] = await Promise.all([signUp('organiser'), newAdmin()]);
  organiser = signedUp;
  event = await createApprovedEvent(organiser, admin, {
    name: `Answers ${Date.now()}`,
    description: 'Attendee details',
    startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    locationText: 'Cape Town',
    types: [{ name: 'Free', price: 0, currency: 'ZAR', capacity: 50, maxPerOrder: 4 }],
  });
  const put = await callApi(`/api/events/${event.id}/attendeeDetails`, {
    method: 'PUT',
    token: organiser.idToken,
    json: dietOnlySettings,
  });
  expect(put.status).toBe(200);
});

describe('attendee details through the API', () => {
  let buyer: TestUser;
  let codes: string[];

  it('refuses a purchase without a holder’s name with a 400 naming it, then sells with one', async () => {
    buyer = await signInAnonymously();
    const questions = await callApi(`/api/events/${event.id}/attendeeQuestions`);
    expect(questions.status).toBe(200);

    const missing = await beginTransaction(buyer, {
      ...purchaseRequest(event, [['Free', 2]]),
      attendees: [
        { name: 'Ada Lovelace', answers: { diet: 'Vegan' } },
        { answers: { diet: 'None' } },
      ],
    });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).fields).toEqual({
      'attendees.1.name': 'Enter the name of this ticket’s holder',
    });

    const begun = await beginTransaction(buyer, {
      ...purchaseRequest(event, [['Free', 2]]),
      attendees: [
        { name: 'Ada Lovelace', answers: { diet: 'Vegan' } },
        { name: 'Bo Diddley', answers: { diet: 'None' } },
      ],
    });
    const answered = await untilAnswered(buyer, begun.body);
    if (answered.status !== 'paid') throw new Error(answered.status);
    codes = answered.ticketCodes;
    const ticket = await callApi(`/api/tickets/${codes[0]}`);
    expect(ticket.body).toMatchObject({ holderName: 'Ada Lovelace' });
  });

  it('lists and exports the holders and answers, and filters by an answer', async () => {
    const listed = await callApi(`/api/events/${event.id}/attendees?question=diet&answer=vegan`, {
      token: organiser.idToken,
    });
    expect(listed.status).toBe(200);
    const page = attendeesResponse.parse(listed.body);
    expect(page.attendees.map((attendee) => attendee.holderName)).toEqual(['Ada Lovelace']);
    expect(page.questions?.map((question) => question.label)).toEqual(['Dietary needs']);

    const response = await fetch(`${testEnv.hostingUrl}/api/events/${event.id}/attendees.csv`, {
      headers: { authorization: `Bearer ${organiser.idToken}` },
    });
    const [headers, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    const column = (header: string) => rows.map((row) => row[headers!.indexOf(header)]).sort();
    expect(column('Holder name')).toEqual(['Ada Lovelace', 'Bo Diddley']);
    expect(column('Dietary needs')).toEqual(['None', 'Vegan']);
  });

  it('lets the buyer rename a ticket’s holder, and nobody else', async () => {
    const path = `/api/tickets/${codes[1]}/attendeeDetails`;
    const stranger = await signInAnonymously();
    expect((await callApi(path, { token: stranger.idToken })).status).toBe(404);
    const edited = await callApi(path, {
      method: 'PATCH',
      token: buyer.idToken,
      json: { attendee: { name: 'Bea Diddley', answers: { diet: 'Vegan' } } },
    });
    expect(edited.status).toBe(200);
    expect(ticketAttendeeDetails.parse(edited.body).attendee).toEqual({
      name: 'Bea Diddley',
      answers: { diet: 'Vegan' },
    });
    const ticket = await callApi(`/api/tickets/${codes[1]}`);
    expect(ticket.body).toMatchObject({ holderName: 'Bea Diddley' });
  });
});
