import { describe, expect, it } from 'vitest';
import { beginTransactionRequest } from './checkout';
import { messagesByField } from './schema-test-support';

const good = {
  eventId: 'event-1',
  email: 'buyer@example.com',
  items: [{ typeId: 'general', quantity: 1 }],
  requestKey: 'key-00000001',
};

describe('beginTransactionRequest', () => {
  it('takes `again` as true or false, or not at all', () => {
    expect(messagesByField(beginTransactionRequest, good)).toEqual({});
    expect(messagesByField(beginTransactionRequest, { ...good, again: true })).toEqual({});
    expect(messagesByField(beginTransactionRequest, { ...good, again: 'yes' })).toEqual({
      again: 'Must be true or false',
    });
  });
});
