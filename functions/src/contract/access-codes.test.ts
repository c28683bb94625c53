import { describe, expect, it } from 'vitest';
import { accessCodeCheckRequest } from './access-codes';
import { createEventRequest } from './events';

const type = { name: 'Crew', price: 0, currency: 'ZAR', capacity: 10 } as const;
const issuesOf = (input: unknown) => {
  const parsed = createEventRequest.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('access codes in the contract', () => {
  it('keeps a hidden type’s code in capitals, and a type without visibility public', () => {
    const parsed = createEventRequest.parse({
      name: 'Gig',
      types: [type, { ...type, visibility: 'link', accessCode: ' crew-2026 ' }],
    });
    expect(parsed.types[0]?.visibility).toBeUndefined();
    expect(parsed.types[1]).toMatchObject({ visibility: 'link', accessCode: 'CREW-2026' });
  });

  it('refuses a hidden type without a code, and a code that cannot be one, at the field', () => {
    expect(issuesOf({ name: 'Gig', types: [{ ...type, visibility: 'code' }] })).toEqual([
      ['types.0.accessCode', 'A hidden ticket type needs an access code'],
    ]);
    expect(
      issuesOf({ name: 'Gig', types: [{ ...type, visibility: 'code', accessCode: 'a b' }] }),
    ).toEqual([['types.0.accessCode', 'An access code is 3 to 32 letters, digits, - or _']]);
    expect(issuesOf({ name: 'Gig', types: [{ ...type, visibility: 'secret' }] })).toEqual([
      ['types.0.visibility', 'Visibility is public, code or link'],
    ]);
  });

  it('reads a typed code in any case', () => {
    expect(accessCodeCheckRequest.parse({ code: 'Crew2026' })).toEqual({ code: 'CREW2026' });
  });
});
