import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { profileResponse } from '../../functions/src/contract/users';
import { callApi } from '../support/api';
import { signInAnonymously, signUp } from '../support/auth-emulator';

const validProfile = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  gender: 'Female',
  dob: '1994-05-17',
};

describe('the profile API', () => {
  it('creates the profile with the sign-up defaults the first time, then keeps it', async () => {
    const user = await signUp('newcomer');
    const first = profileResponse.parse(
      (await callApi('/api/me/profile', { token: user.idToken })).body,
    );
    expect(first).toMatchObject({
      uid: user.uid,
      email: user.email,
      country: 'Country',
      state: 'State',
    });
    expect(first.photoUrl).toBeUndefined();

    const updated = await callApi('/api/me/profile', {
      method: 'PUT',
      token: user.idToken,
      json: validProfile,
    });
    expect(updated.status).toBe(200);
    expect(profileResponse.parse(updated.body)).toMatchObject(validProfile);

    const again = profileResponse.parse(
      (await callApi('/api/me/profile', { token: user.idToken })).body,
    );
    expect(again).toMatchObject({ ...validProfile, country: 'Country' });
  });

  it('refuses bad profiles field by field and keeps the old values', async () => {
    const user = await signUp('typo');
    await callApi('/api/me/profile', { method: 'PUT', token: user.idToken, json: validProfile });
    const attempts: Array<[object, string, RegExp]> = [
      [{ ...validProfile, firstName: ' ' }, 'firstName', /First name is required/],
      [{ ...validProfile, lastName: undefined }, 'lastName', /expected string/i],
      [{ ...validProfile, gender: 'Other' }, 'gender', /Choose Female or Male/],
      [{ ...validProfile, dob: '17/05/1994' }, 'dob', /Use a date like/],
      [{ ...validProfile, dob: '2999-01-01' }, 'dob', /in the past/],
    ];
    for (const [json, field, message] of attempts) {
      const answer = await callApi('/api/me/profile', { method: 'PUT', token: user.idToken, json });
      expect(answer.status, field).toBe(400);
      expect(apiErrorBody.parse(answer.body).error.fields?.[field]).toMatch(message);
    }
    const kept = profileResponse.parse(
      (await callApi('/api/me/profile', { token: user.idToken })).body,
    );
    expect(kept).toMatchObject(validProfile);
  });

  it('needs an account: no token is 401, an anonymous visitor 403', async () => {
    expect((await callApi('/api/me/profile')).status).toBe(401);
    const visitor = await signInAnonymously();
    expect((await callApi('/api/me/profile', { token: visitor.idToken })).status).toBe(403);
  });

  it('deletes the account and its personal data', async () => {
    const user = await signUp('leaver');
    await callApi('/api/me/profile', { method: 'PUT', token: user.idToken, json: validProfile });
    const deleted = await callApi('/api/me', { method: 'DELETE', token: user.idToken });
    expect(deleted.status).toBe(204);
    const afterwards = await callApi('/api/me/profile', { token: user.idToken });
    expect(afterwards.status).toBe(401);
  });
});
