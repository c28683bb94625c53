import { describe, expect, it } from 'vitest';
import { createEventRequest, updateEventRequest } from './events';
import { messagesByField } from './schema-test-support';

const type = (id?: string) => ({
  ...(id ? { id } : {}),
  name: 'GA',
  price: 0,
  currency: 'ZAR' as const,
  capacity: 10,
});

const fieldsOf = (value: unknown) => messagesByField(updateEventRequest, value);

describe('event requests', () => {
  it('refuses two ticket types with the same id, naming the second', () => {
    expect(fieldsOf({ name: 'Gig', types: [type('t1'), type(), type('t1')] })).toEqual({
      'types.2.id': 'This ticket type is listed twice',
    });
    expect(fieldsOf({ name: 'Gig', types: [type('t1'), type('t2'), type(), type()] })).toEqual({});
  });

  it('refuses ticket type ids the store reserves', () => {
    expect(fieldsOf({ name: 'Gig', types: [type('__name__')] })).toEqual({
      'types.0.id': 'Not a ticket type id',
    });
  });

  it('takes only time zones Intl knows, spelled as Intl spells them', () => {
    expect(
      createEventRequest.parse({ name: 'Gig', timeZone: 'Africa/Johannesburg' }).timeZone,
    ).toBe('Africa/Johannesburg');
    expect(createEventRequest.parse({ name: 'Gig', timeZone: 'utc' }).timeZone).toBe('UTC');
    for (const zone of ['Not/A_Zone', '', 'Mars/Olympus_Mons', 'x'.repeat(65)]) {
      expect(fieldsOf({ name: 'Gig', timeZone: zone }), zone).toEqual({
        timeZone: 'Not a time zone',
      });
    }
  });

  it('refuses a name of zero-width spaces as missing', () => {
    expect(fieldsOf({ name: '\u200B\u200B\u200B' })).toEqual({ name: 'Need name' });
    expect(fieldsOf({ name: 'Gig', types: [{ ...type(), name: '\u200B' }] })).toEqual({
      'types.0.name': 'Need a ticket name',
    });
  });

  it('has the organiser absorb the service fee unless they pass it on, and nothing else', () => {
    expect(createEventRequest.parse({ name: 'Gig' }).feeMode).toBe('absorbed');
    expect(createEventRequest.parse({ name: 'Gig', feeMode: 'passed_on' }).feeMode).toBe(
      'passed_on',
    );
    for (const feeMode of ['buyer', '', null, 1]) {
      expect(fieldsOf({ name: 'Gig', feeMode }), String(feeMode)).toEqual({
        feeMode: 'Fee mode is absorbed or passed_on',
      });
    }
  });
});
