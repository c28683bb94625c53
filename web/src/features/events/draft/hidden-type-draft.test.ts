import { describe, expect, it } from 'vitest';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { checkDraft } from './draft-to-request';
import { emptyDraft, emptyTicketType } from './event-draft';
import { eventToDraft } from './event-to-draft';

const withTypes = (...types: ReturnType<typeof emptyTicketType>[]) =>
  checkDraft({ ...emptyDraft('Africa/Johannesburg'), name: 'Gig', types });
const type = (overrides: Partial<ReturnType<typeof emptyTicketType>>) => ({
  ...emptyTicketType(),
  name: 'Crew',
  price: '0',
  ...overrides,
});

describe('a hidden ticket type in the draft', () => {
  it('goes with its code, trimmed; a public type with none, whatever was typed before', () => {
    const check = withTypes(
      type({ visibility: 'link', accessCode: ' crew-2026 ' }),
      type({ visibility: 'public', accessCode: 'LEFTOVER' }),
    );
    expect(check.errors).toEqual({});
    expect(check.request?.types?.[0]).toMatchObject({
      visibility: 'link',
      accessCode: 'crew-2026',
    });
    expect(check.request?.types?.[1]).not.toHaveProperty('visibility');
    expect(check.request?.types?.[1]).not.toHaveProperty('accessCode');
  });

  it('names the code’s field when a hidden type has none', () => {
    const check = withTypes(type({ visibility: 'code', accessCode: '  ' }));
    expect(check.isValid).toBe(false);
    expect(check.errors['types.0.accessCode']).toBe('A hidden ticket type needs an access code');
  });

  it('comes back from the saved event with its visibility and code', () => {
    const event = buildEventWithTypes({
      types: [buildTicketType({ id: 'crew', visibility: 'code', accessCode: 'CREW' })],
    });
    expect(eventToDraft(event).types[0]).toMatchObject({ visibility: 'code', accessCode: 'CREW' });
  });
});
