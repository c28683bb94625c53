import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseBodyOrThrow, parseOrThrow } from './validate';

const request = z
  .object({ name: z.string().min(1, 'Need name'), startsAt: z.string().optional() })
  .refine((value) => value.name !== 'forbidden', { message: 'Not that name', path: ['name'] });

const fieldsOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields;
  }
  throw new Error('Parsed');
};

describe('parseBodyOrThrow', () => {
  it('refuses fields the request does not have, naming each', () => {
    expect(
      fieldsOf(() => parseBodyOrThrow(request, { name: 'Gig', startAt: 'x', tipe: 1 })),
    ).toEqual({ startAt: 'Not a field here', tipe: 'Not a field here' });
  });

  it('keeps the schema’s own rules and answers', () => {
    expect(fieldsOf(() => parseBodyOrThrow(request, { name: 'forbidden' }))).toEqual({
      name: 'Not that name',
    });
    expect(fieldsOf(() => parseBodyOrThrow(request, { name: '' }))).toEqual({ name: 'Need name' });
    expect(parseBodyOrThrow(request, { name: 'Gig', startsAt: 'soon' })).toEqual({
      name: 'Gig',
      startsAt: 'soon',
    });
  });

  it('leaves parseOrThrow (query strings, paths) ignoring what it does not know', () => {
    expect(parseOrThrow(request, { name: 'Gig', _: '123' })).toEqual({ name: 'Gig' });
  });
});
