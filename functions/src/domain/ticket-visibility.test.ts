import { describe, expect, it } from 'vitest';
import {
  isPublicType,
  offersAccessCodeField,
  unlocksType,
  visibleTypes,
} from './ticket-visibility';

const general: { id: string; visibility?: 'public' } = { id: 'ga' };
const crew = { id: 'crew', visibility: 'code' as const, accessCode: 'CREW' };
const sponsor = { id: 'vip', visibility: 'link' as const, accessCode: 'VIP' };

describe('ticket visibility', () => {
  it('takes a type without a visibility, or public, for public', () => {
    expect(isPublicType(general)).toBe(true);
    expect(isPublicType({ visibility: 'public' })).toBe(true);
    expect(isPublicType(crew)).toBe(false);
    expect(isPublicType(sponsor)).toBe(false);
  });

  it('unlocks a hidden type with its own code only, and never a public one', () => {
    expect(unlocksType(crew, 'CREW')).toBe(true);
    expect(unlocksType(crew, 'VIP')).toBe(false);
    expect(unlocksType(crew, undefined)).toBe(false);
    expect(unlocksType(sponsor, 'VIP')).toBe(true);
    expect(unlocksType({ visibility: 'public', accessCode: 'CREW' }, 'CREW')).toBe(false);
  });

  it('shows the public types, and the hidden ones a code unlocks', () => {
    const types = [general, crew, sponsor];
    expect(visibleTypes(types)).toEqual([general]);
    expect(visibleTypes(types, 'CREW')).toEqual([general, crew]);
    expect(visibleTypes(types, 'VIP')).toEqual([general, sponsor]);
  });

  it('offers the code field for types a code reveals, not for link-only ones', () => {
    expect(offersAccessCodeField([general, sponsor])).toBe(false);
    expect(offersAccessCodeField([general, crew])).toBe(true);
  });
});
