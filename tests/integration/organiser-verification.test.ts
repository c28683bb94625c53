import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import { myEventsResponse } from '../../functions/src/contract/my-events';
import { callApi } from '../support/api';
import {
  markEmailVerified,
  signUp,
  signUpUnverified,
  type TestUser,
} from '../support/auth-emulator';
import { createEvent } from '../support/events';
import { bannerUploadForm, imageUploadForm, photoJpeg } from '../support/images';

const verifyFirst = 'Verify your email address first: open the link we emailed you, then try again';

let newcomer: TestUser;
let organiser: TestUser;

beforeAll(async () => {
  [newcomer, organiser] = await Promise.all([signUpUnverified('newcomer'), signUp('organiser')]);
});

describe('organiser actions need a verified email', () => {
  it('refuses every organiser action of an account whose email is not verified, with 403', async () => {
    const event = await createEvent(organiser, { name: 'Verified night' });
    const photo = await photoJpeg();
    const attempts: Array<[string, Parameters<typeof callApi>[1]]> = [
      ['/api/events', { token: newcomer.idToken, json: { name: 'Unverified night' } }],
      [
        `/api/events/${event.id}`,
        { token: newcomer.idToken, method: 'PUT', json: { name: 'Taken over' } },
      ],
      [`/api/events/${event.id}`, { token: newcomer.idToken, method: 'DELETE' }],
      [`/api/events/${event.id}/resubmit`, { token: newcomer.idToken, method: 'POST' }],
      [
        '/api/uploadImage',
        {
          token: newcomer.idToken,
          rawBody: bannerUploadForm(event.id, photo),
        },
      ],
    ];
    for (const [path, options] of attempts) {
      const answer = await callApi(path, options);
      expect(answer.status, `${options?.method ?? 'POST'} ${path}`).toBe(403);
      expect(apiErrorBody.parse(answer.body).error).toMatchObject({
        code: 'forbidden',
        message: verifyFirst,
      });
    }
    const mine = await callApi('/api/events/mine', { token: newcomer.idToken });
    expect(myEventsResponse.parse(mine.body).events).toEqual([]);

    // A profile photo is the account's own business: no verification needed.
    const profilePhoto = await callApi('/api/uploadImage', {
      token: newcomer.idToken,
      rawBody: imageUploadForm(photo),
    });
    expect(profilePhoto.status).toBe(201);
  });

  it('lets the account act once the email is verified, even with a token issued before', async () => {
    const later = await signUpUnverified('later');
    expect(
      (await callApi('/api/events', { token: later.idToken, json: { name: 'Too soon' } })).status,
    ).toBe(403);
    await markEmailVerified(later.uid);
    const created = await callApi('/api/events', {
      token: later.idToken,
      json: { name: 'Now verified' },
    });
    expect(created.status).toBe(201);
  });
});
