import { describe, expect, it } from 'vitest';
import { beginTransactionRequest } from './checkout';
import { sourceName, sourceOfLink } from './sales-sources';
import { messagesByField } from './schema-test-support';

const refusal = 'Use 1 to 40 letters, digits, dots, dashes or underscores';

describe('sourceName', () => {
  it('takes a tracking link’s name or a site’s host name, in lower case', () => {
    expect(sourceName.parse('instagram')).toBe('instagram');
    expect(sourceName.parse(' Newsletter_May-2026 ')).toBe('newsletter_may-2026');
    expect(sourceName.parse('WWW.Example.org')).toBe('www.example.org');
    expect(sourceName.parse('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('refuses what cannot be one, saying what can', () => {
    for (const odd of ['', '  ', 'x'.repeat(41), 'two words', 'a/b', 'ünïcode', 'a?b=c', '<b>']) {
      expect(messagesByField(sourceName, odd)).toEqual({ '': refusal });
    }
    expect(messagesByField(sourceName, 42)).toEqual({ '': 'Enter a source name' });
  });
});

describe('sourceOfLink', () => {
  it('gives the link’s source name, or nothing for a ref that cannot be one', () => {
    expect(sourceOfLink('Instagram')).toBe('instagram');
    expect(sourceOfLink('')).toBeUndefined();
    expect(sourceOfLink('not a source!')).toBeUndefined();
  });
});

describe('beginTransactionRequest’s ref', () => {
  const purchase = {
    eventId: 'event-1',
    email: 'buyer@example.com',
    items: [{ typeId: 'general', quantity: 1 }],
    requestKey: 'key-00000001',
  };

  it('is optional, kept in lower case, and refused by name when it cannot be a source', () => {
    expect(beginTransactionRequest.parse(purchase)).not.toHaveProperty('ref');
    expect(beginTransactionRequest.parse({ ...purchase, ref: 'Example.org' }).ref).toBe(
      'example.org',
    );
    expect(messagesByField(beginTransactionRequest, { ...purchase, ref: 'a b' })).toEqual({
      ref: refusal,
    });
  });
});
