import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseBodyOrThrow, parseOrThrow } from './validate';

const request = z
  .object({
    name: z
      .string()
      .min(1, 'Need name')
      .transform((name) => name.trim()),
    startsAt: z.string().optional(),
    types: z.array(z.object({ name: z.string(), salesEnd: z.string().optional() })).optional(),
  })
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
  it('refuses fields the request does not have, at any depth, naming each', () => {
    const body = {
      name: 'Gig',
      startAt: 'x',
      types: [{ name: 'GA' }, { name: 'VIP', saleEnd: 'y' }],
    };
    expect(fieldsOf(() => parseBodyOrThrow(request, body))).toEqual({
      startAt: 'Not a field here',
      'types.1.saleEnd': 'Not a field here',
    });
  });

  it('keeps the schema’s own rules, transforms and answers', () => {
    expect(fieldsOf(() => parseBodyOrThrow(request, { name: 'forbidden' }))).toEqual({
      name: 'Not that name',
    });
    expect(fieldsOf(() => parseBodyOrThrow(request, { name: '' }))).toEqual({ name: 'Need name' });
    expect(
      parseBodyOrThrow(request, { name: ' Gig ', types: [{ name: 'GA', salesEnd: 'soon' }] }),
    ).toEqual({ name: 'Gig', types: [{ name: 'GA', salesEnd: 'soon' }] });
  });

  it('leaves parseOrThrow (query strings, paths) ignoring what it does not know', () => {
    expect(parseOrThrow(request, { name: 'Gig', _: '123' })).toEqual({ name: 'Gig' });
  });
});
