import type { ProfileResponse } from '@contract/users';

/** A profile as the API returns it right after sign-up; each test overrides what it is about. */
export function buildProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    uid: 'user-1',
    email: 'organiser@example.com',
    country: 'Country',
    state: 'State',
    ...overrides,
  };
}
