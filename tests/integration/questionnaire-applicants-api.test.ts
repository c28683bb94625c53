import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  adminUserQuestionnaireResponse,
  myQuestionnaireResponse,
} from '../../functions/src/contract/questionnaire';
import { profileResponse } from '../../functions/src/contract/users';
import { callApi } from '../support/api';
import { allAdminUsers } from '../support/admin-users';
import { signInAnonymously, signUp } from '../support/auth-emulator';
import {
  application,
  questionnaireAdmin,
  submit,
  uniqueTag,
} from '../support/questionnaire-applications';
import { freshVisitor } from '../support/visitors';

const { admin, submissionsTagged } = questionnaireAdmin();

describe('a signed-in user applies', () => {
  it('saves answers as they go, continues later, and the application fills the profile', async () => {
    const user = await signUp('applicant');
    const mine = async () =>
      myQuestionnaireResponse.parse(
        (await callApi('/api/me/questionnaire', { token: user.idToken })).body,
      );
    expect(await mine()).toEqual({ started: false, progress: 0 });

    const info = uniqueTag('invite');
    const save = (json: object) =>
      callApi('/api/me/questionnaire', { method: 'PUT', json, token: user.idToken });
    expect((await save({ step: 'gender', info })).status).toBe(200);
    expect(await mine()).toMatchObject({ started: true, progress: 0 });
    await save({
      step: 'second',
      info,
      gender: 'Male',
      firstName: 'Sipho',
      answers: ['0820000000'],
    });
    const halfway = await mine();
    expect(halfway).toMatchObject({
      started: true,
      progress: 30,
      draft: { step: 'second', info, gender: 'Male', firstName: 'Sipho', answers: ['0820000000'] },
    });
    const tooLong = await save({ step: 'second', firstName: 'x'.repeat(61) });
    expect(apiErrorBody.parse(tooLong.body).error.fields).toEqual({
      firstName: 'At most 60 characters',
    });

    // The administrators' user table sees the progress and the answers so far.
    const users = await allAdminUsers(admin());
    expect(users.find((row) => row.uid === user.uid)).toMatchObject({
      started: true,
      progress: 30,
    });
    const details = adminUserQuestionnaireResponse.parse(
      (await callApi(`/api/admin/users/${user.uid}/questionnaire`, { token: admin().idToken }))
        .body,
    );
    expect(details.questions).toContainEqual({ label: 'First name', answer: 'Sipho' });
    expect(details.questions).toContainEqual({ label: 'Phone number', answer: '0820000000' });

    const sent = { ...application(info), gender: 'Male', firstName: 'Sipho', country: 'Lesotho' };
    const answer = await submit(sent, freshVisitor(), user.idToken);
    expect(answer.status).toBe(201);
    const done = await mine();
    expect(done).toMatchObject({
      started: true,
      progress: 100,
      submission: { status: 'new', info },
    });
    const profile = profileResponse.parse(
      (await callApi('/api/me/profile', { token: user.idToken })).body,
    );
    expect(profile).toMatchObject({ country: 'Lesotho', firstName: 'Sipho', gender: 'Male' });
    const [stored] = await submissionsTagged(info);
    expect(stored).toMatchObject({ uid: user.uid, email: sent.email });
  });

  it('needs an account for saved progress', async () => {
    expect((await callApi('/api/me/questionnaire')).status).toBe(401);
    const anonymous = await signInAnonymously();
    expect((await callApi('/api/me/questionnaire', { token: anonymous.idToken })).status).toBe(403);
  });
});
