import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../app/checkout/checkout-records';
import { ticketKeywords } from '../../app/checkout/checkout-records';
import { attendeeDetailsSettings, attendeeDetailsView } from '../../contract/attendee-details';
import { apiErrorBody } from '../../contract/errors';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import {
  dietOnlySettings as settings,
  dietQuestion as diet,
} from '../../test-support/attendee-questions';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiApp();
  // storeApprovedEvent's organiser is the uid "organiser".
  await storeApprovedEvent(api.docs, 'e1', { ga: { name: 'General', capacity: 100 } });
});
afterEach(() => api.close());

const base = '/api/events/e1/attendeeDetails';
const put = (json: object, token = 'organiser') => api.call(base, { token, method: 'PUT', json });
const fieldsOf = (body: unknown) => apiErrorBody.parse(body).error.fields;

describe('the attendee details routes', () => {
  it('stores the organiser’s settings and gives the buy panel the questions', async () => {
    const answer = await put(settings);
    expect(answer.status).toBe(200);
    expect(attendeeDetailsView.parse(answer.body)).toEqual({
      settings: { ...settings, questions: [{ ...diet, typeIds: [] }] },
      archivedQuestions: [],
    });
    const asked = await api.call('/api/events/e1/attendeeQuestions');
    expect(asked.status).toBe(200);
    expect(attendeeDetailsSettings.parse(asked.body).questions.map((q) => q.id)).toEqual(['diet']);
  });

  it('answers 400 naming the field for a bad question, and 404 to anyone but the organiser', async () => {
    const cases: Array<[object, string]> = [
      [{ ...settings, holderName: 'maybe' }, 'holderName'],
      [{ ...settings, editCutoffHours: -1 }, 'editCutoffHours'],
      [{ ...settings, questions: [{ ...diet, options: ['Only'] }] }, 'questions.0.options'],
      [{ ...settings, questions: [{ ...diet, label: ' ' }] }, 'questions.0.label'],
      [{ ...settings, questions: [{ ...diet, typeIds: ['nope'] }] }, 'questions.0.typeIds.0'],
      [{ ...settings, questions: [diet, diet] }, 'questions.1.id'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(answer.body) ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await api.docs.get(paths.event('e1'))).data).not.toHaveProperty('attendeeDetails');
    expect((await put(settings, 'someone-else')).status).toBe(404);
  });

  it('exports each question’s answers in a column of the attendee CSV, a removed one kept', async () => {
    await put({
      ...settings,
      questions: [
        diet,
        { id: 'shirt', label: 'Shirt size', kind: 'text', per: 'ticket', required: false },
      ],
    });
    const ticket: TicketRecord = {
      orderId: 'o1',
      eventId: 'e1',
      typeId: 'ga',
      typeName: 'General',
      email: 'buyer@example.com',
      uid: 'buyer',
      createdAt: '2026-11-01T10:00:00.000Z',
      status: 'valid',
      doorState: 'not_checked_in',
      holderName: 'Ada Lovelace',
      answers: { diet: 'Vegan', shirt: 'M' },
    };
    const code = 'A'.repeat(22);
    await api.docs.set(paths.ticket(code), { ...ticket, keywords: ticketKeywords(ticket, code) });
    await put(settings);
    const response = await api.fetch('/api/events/e1/attendees.csv', { token: 'organiser' });
    expect(response.status).toBe(200);
    const [headers, row] = parse(await response.text(), { bom: true }) as string[][];
    const at = (header: string) => row![headers!.indexOf(header)];
    expect(at('Holder name')).toBe('Ada Lovelace');
    expect(at('Dietary needs')).toBe('Vegan');
    expect(at('Shirt size (removed)')).toBe('M');
    const filtered = await api.call('/api/events/e1/attendees?question=diet&answer=VEGAN', {
      token: 'organiser',
    });
    expect(filtered.body).toMatchObject({ attendees: [{ code, holderName: 'Ada Lovelace' }] });
    const none = await api.call('/api/events/e1/attendees?question=diet&answer=None', {
      token: 'organiser',
    });
    expect(none.body).toMatchObject({ attendees: [] });
  });
});
