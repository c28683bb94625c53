import { describe, expect, it } from 'vitest';
import { accessRefusal } from './access-refusal';

describe('accessRefusal', () => {
  const crew = { visibility: 'code' as const, accessCode: 'CREW' };

  it('lets anybody buy a public type, with or without a code', () => {
    expect(accessRefusal({}, undefined)).toBeUndefined();
    expect(accessRefusal({}, 'ANY')).toBeUndefined();
  });

  it('asks for the code of a hidden type, and refuses another one', () => {
    expect(accessRefusal(crew, undefined)).toBe('Enter the access code for these tickets');
    expect(accessRefusal(crew, 'VIP')).toBe('This access code does not unlock these tickets');
    expect(accessRefusal(crew, 'CREW')).toBeUndefined();
  });
});
