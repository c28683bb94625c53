import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  defaultQuestionLabels,
  questionnaireConfig,
  questionnaireSubmission,
} from '../../functions/src/contract/questionnaire';
import { callApi } from '../support/api';
import { signInAnonymously, signUp } from '../support/auth-emulator';
import { readOutbox } from '../support/outbox';
import {
  application,
  questionnaireAdmin,
  submit,
  uniqueTag,
} from '../support/questionnaire-applications';
import { freshVisitor } from '../support/visitors';

const { admin, submissionsTagged } = questionnaireAdmin();

describe('administrators review applications', () => {
  it('refuses the list to visitors (401) and to non-administrators (403)', async () => {
    const organiser = await signUp('nosy');
    const list = '/api/admin/questionnaire/submissions';
    expect((await callApi(list)).status).toBe(401);
    const refused = await callApi(list, { token: organiser.idToken });
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body).error.code).toBe('forbidden');
    const anonymous = await signInAnonymously();
    expect((await callApi(list, { token: anonymous.idToken })).status).toBe(403);
    const markAnswer = await callApi(`/api/admin/questionnaire/submissions/abc/reviewed`, {
      method: 'POST',
      token: organiser.idToken,
    });
    expect(markAnswer.status).toBe(403);
  });

  it('filters by status and tag, marks reviewed and responds by email', async () => {
    const info = uniqueTag('review');
    const visitor = freshVisitor();
    const first = application(info);
    await submit(first, visitor);
    await submit(application(info), visitor);
    const [newest, oldest] = await submissionsTagged(info);
    expect(newest!.submittedAt >= oldest!.submittedAt).toBe(true);

    const base = '/api/admin/questionnaire/submissions';
    const reviewed = await callApi(`${base}/${oldest!.id}/reviewed`, {
      method: 'POST',
      token: admin().idToken,
    });
    expect(questionnaireSubmission.parse(reviewed.body).status).toBe('reviewed');
    expect((await submissionsTagged(info, 'new')).map((s) => s.id)).toEqual([newest!.id]);
    expect((await submissionsTagged(info, 'reviewed')).map((s) => s.id)).toEqual([oldest!.id]);

    const reply = 'Welcome aboard! Sign up and create your first event.';
    const responded = await callApi(`${base}/${oldest!.id}/response`, {
      json: { message: reply },
      token: admin().idToken,
    });
    expect(responded.status).toBe(200);
    expect(questionnaireSubmission.parse(responded.body)).toMatchObject({
      status: 'responded',
      response: reply,
    });
    expect((await submissionsTagged(info, 'responded')).map((s) => s.id)).toEqual([oldest!.id]);
    const mail = (await readOutbox()).find((m) => m.to === oldest!.email);
    expect(mail).toMatchObject({ subject: 'About your application to organise events with us' });
    expect(mail!.text).toContain(reply);

    const empty = await callApi(`${base}/${oldest!.id}/response`, {
      json: { message: '  ' },
      token: admin().idToken,
    });
    expect(apiErrorBody.parse(empty.body).error.fields).toEqual({ message: 'Write your reply' });
    const missing = await callApi(`${base}/nosuchsubmission/reviewed`, {
      method: 'POST',
      token: admin().idToken,
    });
    expect(missing.status).toBe(404);
    const badId = await callApi(`${base}/__bad__/reviewed`, {
      method: 'POST',
      token: admin().idToken,
    });
    expect(apiErrorBody.parse(badId.body).error.fields).toEqual({
      submissionId: 'Not a submission id',
    });
    const badStatus = await callApi(`${base}?status=archived`, { token: admin().idToken });
    expect(apiErrorBody.parse(badStatus.body).error.fields).toEqual({ status: 'Not a status' });
  });

  it('edits the five question labels in config/v1; later applications are asked them', async () => {
    const labels = ['Mobile', 'Company', 'Event kinds', 'Audience size', 'Referrer'];
    const organiser = await signUp('label-editor');
    const config = '/api/admin/questionnaire/config';
    expect(
      (await callApi(config, { method: 'PUT', json: { labels }, token: organiser.idToken })).status,
    ).toBe(403);
    const tooFew = await callApi(config, {
      method: 'PUT',
      json: { labels: ['a'] },
      token: admin().idToken,
    });
    expect(tooFew.status).toBe(400);
    try {
      const saved = await callApi(config, {
        method: 'PUT',
        json: { labels },
        token: admin().idToken,
      });
      expect(questionnaireConfig.parse(saved.body).labels).toEqual(labels);
      const publicConfig = await callApi('/api/questionnaire/config');
      expect(questionnaireConfig.parse(publicConfig.body).labels).toEqual(labels);

      const info = uniqueTag('relabelled');
      await submit(application(info), freshVisitor());
      const [stored] = await submissionsTagged(info);
      expect(stored!.questions.map((question) => question.label)).toEqual(labels);
    } finally {
      const reset = [...defaultQuestionLabels];
      await callApi(config, { method: 'PUT', json: { labels: reset }, token: admin().idToken });
    }
  });
});
