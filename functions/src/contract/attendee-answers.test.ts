import { describe, expect, it } from 'vitest';
import { checkAttendeeDetails, ticketTypeIdsOf } from './attendee-answers';
import { attendeeDetailsSettings, type AttendeeDetailsSettingsInput } from './attendee-details';

const settingsOf = (input: Partial<AttendeeDetailsSettingsInput> = {}) =>
  attendeeDetailsSettings.parse({
    holderName: 'required',
    holderEmail: 'optional',
    editCutoffHours: 24,
    questions: [
      {
        id: 'diet',
        label: 'Diet',
        kind: 'choice',
        options: ['None', 'Vegan'],
        per: 'ticket',
        required: true,
      },
      { id: 'company', label: 'Company', kind: 'text', per: 'order', required: false },
      {
        id: 'parking',
        label: 'Parking?',
        kind: 'yes_no',
        per: 'order',
        required: true,
        typeIds: ['vip'],
      },
    ],
    ...input,
  });

describe('checkAttendeeDetails', () => {
  it('keeps the answers asked, trimmed, and each ticket holder’s details', () => {
    const result = checkAttendeeDetails(settingsOf(), ['ga', 'ga'], {
      answers: { company: '  Acme ' },
      attendees: [
        { name: ' Ada ', email: 'ADA@example.com', answers: { diet: 'Vegan' } },
        { name: 'Bo', answers: { diet: 'None' } },
      ],
    });
    expect(result).toEqual({
      details: {
        answers: { company: 'Acme' },
        attendees: [
          { name: 'Ada', email: 'ada@example.com', answers: { diet: 'Vegan' } },
          { name: 'Bo', answers: { diet: 'None' } },
        ],
      },
    });
  });

  it('names each missing, too long or wrong answer by its field', () => {
    const result = checkAttendeeDetails(settingsOf(), ['ga', 'vip'], {
      answers: { company: 'x'.repeat(501), parking: 'maybe' },
      attendees: [
        { name: '', answers: { diet: 'Fish' } },
        { name: 'Bo', email: 'not-an-email' },
      ],
    });
    expect(result.problems).toEqual({
      'answers.company': 'At most 500 characters',
      'answers.parking': 'Answer yes or no',
      'attendees.0.name': 'Enter the name of this ticket’s holder',
      'attendees.0.answers.diet': 'Choose one of the options',
      'attendees.1.email': 'Enter a valid email address',
      'attendees.1.answers.diet': 'Answer this question',
    });
  });

  it('asks a question only of the ticket types it names', () => {
    const gaOnly = checkAttendeeDetails(settingsOf(), ['ga'], {
      attendees: [{ name: 'Ada', answers: { diet: 'None' } }],
    });
    expect(gaOnly.problems).toBeUndefined();
    const withVip = checkAttendeeDetails(settingsOf(), ['vip'], {
      attendees: [{ name: 'Ada', answers: { diet: 'None' } }],
    });
    expect(withVip.problems).toEqual({ 'answers.parking': 'Answer this question' });
  });

  it('refuses answers to questions not asked and a wrong number of attendees', () => {
    const result = checkAttendeeDetails(settingsOf(), ['ga', 'ga'], {
      answers: { parking: 'yes', nope: 'x' },
      attendees: [{ name: 'Ada', answers: { diet: 'None' } }],
    });
    expect(result.problems).toMatchObject({
      'answers.parking': 'This question is not asked here',
      'answers.nope': 'This question is not asked here',
      attendees: 'Give the details of each of the 2 tickets',
      'attendees.1.name': 'Enter the name of this ticket’s holder',
    });
  });

  it('keeps nothing when nothing is asked, and refuses holder details nobody asked for', () => {
    const none = settingsOf({ holderName: 'off', holderEmail: 'off', questions: [] });
    expect(checkAttendeeDetails(none, ['ga'], {})).toEqual({ details: {} });
    expect(checkAttendeeDetails(none, ['ga'], { attendees: [{ name: 'Ada' }] }).problems).toEqual({
      attendees: 'This event asks nothing of each ticket’s holder',
    });
  });

  it('keeps no attendee entries when every optional one was left empty', () => {
    const optional = settingsOf({ holderName: 'off', questions: [] });
    expect(
      checkAttendeeDetails(optional, ['ga', 'ga'], { attendees: [{}, { email: ' ' }] }),
    ).toEqual({ details: {} });
  });
});

describe('the settings schema', () => {
  it('refuses a choice without options, options on a text question and a repeated id', () => {
    const result = attendeeDetailsSettings.safeParse({
      holderName: 'off',
      holderEmail: 'off',
      editCutoffHours: 0,
      questions: [
        { id: 'a', label: 'A', kind: 'choice', options: ['One'], per: 'order', required: false },
        { id: 'a', label: 'B', kind: 'text', options: ['x'], per: 'order', required: false },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['questions.0.options', 'questions.1.options', 'questions.1.id']),
    );
  });
});

describe('ticketTypeIdsOf', () => {
  it('lists each ticket’s type in the order tickets are issued', () => {
    expect(
      ticketTypeIdsOf([
        { typeId: 'ga', quantity: 2 },
        { typeId: 'vip', quantity: 1 },
      ]),
    ).toEqual(['ga', 'ga', 'vip']);
  });
});
