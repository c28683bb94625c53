import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  adminUserQuestionnaireResponse,
  defaultQuestionLabels,
  listSubmissionsResponse,
  myQuestionnaireResponse,
  questionnaireConfig,
  questionnaireSubmission,
  submitQuestionnaireResponse,
} from '../../functions/src/contract/questionnaire';
import { profileResponse } from '../../functions/src/contract/users';
import { callApi } from '../support/api';
import { allAdminUsers } from '../support/admin-users';
import { newAdmin, signInAnonymously, signUp, type TestUser } from '../support/auth-emulator';
import { readOutbox } from '../support/outbox';

let admin: TestUser;
beforeAll(async () => {
  admin = await newAdmin();
});

/** Each test is its own visitor: the Hosting emulator passes X-Forwarded-For through. */
let lastOctet = 0;
const freshVisitor = () => ({ 'x-forwarded-for': `198.51.100.${++lastOctet}` });
const uniqueTag = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

const application = (info: string) => ({
  info,
  gender: 'Female',
  firstName: 'Thandi',
  email: `thandi-${randomUUID().slice(0, 6)}@example.com`,
  country: 'South Africa',
  answers: ['+27 82 000 0000', 'Paradise Events', 'Concerts', 'About 300', 'A friend'],
  message: 'We would love to sell tickets with you.',
});

const submit = (json: unknown, headers: Record<string, string>, token?: string) =>
  callApi('/api/questionnaire/submissions', { json, headers, token });

async function submissionsTagged(info: string, status?: string) {
  const query = new URLSearchParams({ info, ...(status ? { status } : {}) });
  const answer = await callApi(`/api/admin/questionnaire/submissions?${query.toString()}`, {
    token: admin.idToken,
  });
  expect(answer.status).toBe(200);
  return listSubmissionsResponse.parse(answer.body).submissions;
}

describe('a visitor sends the intake questionnaire', () => {
  it('stores a valid submission with its tag and the questions as asked', async () => {
    const info = uniqueTag('spring');
    const sent = application(info);
    const answer = await submit(sent, freshVisitor());
    expect(answer.status).toBe(201);
    const { id } = submitQuestionnaireResponse.parse(answer.body);

    const [stored, ...others] = await submissionsTagged(info);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({
      id,
      info,
      status: 'new',
      firstName: 'Thandi',
      email: sent.email,
      country: 'South Africa',
      message: sent.message,
    });
    expect(stored!.questions).toEqual(
      defaultQuestionLabels.map((label, index) => ({ label, answer: sent.answers[index] })),
    );
  });

  it('refuses each invalid field with 400 naming it, and stores nothing', async () => {
    const info = uniqueTag('typos');
    const valid = application(info);
    const cases: Array<[object, string, RegExp]> = [
      [{ gender: 'Other' }, 'gender', /Choose Male or Female/],
      [{ firstName: ' ' }, 'firstName', /first name is required/],
      [{ email: 'thandi-at-example' }, 'email', /valid email/],
      [{ email: undefined }, 'email', /email is required/],
      [{ country: '' }, 'country', /country is required/],
      [{ answers: ['only one'] }, 'answers', /.+/],
      [{ answers: ['a', 'b', 'c', '  ', 'e'] }, 'answers.3', /Please answer this question/],
      [{ message: 'Hi\u0000' }, 'message', /Control characters/],
      [{ info: 'x'.repeat(101) }, 'info', /longer than 100/],
      [{ info: undefined }, 'info', /.+/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await submit({ ...valid, ...change }, freshVisitor());
      expect(answer.status, field).toBe(400);
      const error = apiErrorBody.parse(answer.body).error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field], field).toMatch(message);
    }
    expect(await submissionsTagged(info)).toEqual([]);
  });

  it('refuses oversize answers (400 naming the answer) and oversize bodies (413)', async () => {
    const info = uniqueTag('long');
    const valid = application(info);
    const visitor = freshVisitor();
    const longAnswer = await submit(
      { ...valid, answers: ['a', 'x'.repeat(501), 'c', 'd', 'e'] },
      visitor,
    );
    expect(longAnswer.status).toBe(400);
    expect(apiErrorBody.parse(longAnswer.body).error.fields).toEqual({
      'answers.1': 'At most 500 characters',
    });
    const longMessage = await submit({ ...valid, message: 'x'.repeat(2001) }, visitor);
    expect(apiErrorBody.parse(longMessage.body).error.fields?.message).toBe(
      'At most 2000 characters',
    );
    const huge = await submit({ ...valid, message: 'x'.repeat(300 * 1024) }, visitor);
    expect(huge.status).toBe(413);
    expect(apiErrorBody.parse(huge.body).error.code).toBe('payload_too_large');
    expect(await submissionsTagged(info)).toEqual([]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const info = uniqueTag('bot');
    const answer = await submit(
      { ...application(info), website: 'http://cheap.example' },
      freshVisitor(),
    );
    expect(answer.status).toBe(201);
    submitQuestionnaireResponse.parse(answer.body);
    expect(await submissionsTagged(info)).toEqual([]);
  });

  it('keeps an unusual tag as plain text', async () => {
    const info = `<script>alert(${randomUUID().slice(0, 4)})</script> 🎉`;
    expect((await submit(application(info), freshVisitor())).status).toBe(201);
    expect((await submissionsTagged(info))[0]?.info).toBe(info);
  });
});

describe('the rate limit on submissions', () => {
  it('lets a client send 5 an hour, then answers 429 with Retry-After', async () => {
    const info = uniqueTag('flood');
    const visitor = freshVisitor();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await submit(application(info), visitor)).status, `attempt ${attempt}`).toBe(201);
    }
    const refused = await submit(application(info), visitor);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const error = apiErrorBody.parse(refused.body).error;
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/Too many requests: try again in/);
    expect(await submissionsTagged(info)).toHaveLength(5);

    // A spoofed left-hand X-Forwarded-For entry does not make a new client...
    const spoofed = await submit(application(info), {
      'x-forwarded-for': `203.0.113.77, ${visitor['x-forwarded-for']}`,
    });
    expect(spoofed.status).toBe(429);
    // ...while another visitor is not affected.
    expect((await submit(application(info), freshVisitor())).status).toBe(201);
  });

  it('counts a signed-in user by account, not by address', async () => {
    const user = await signUp('applicant-limit');
    const info = uniqueTag('account-limit');
    const visitor = freshVisitor();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await submit(application(info), visitor, user.idToken)).status).toBe(201);
    }
    expect((await submit(application(info), visitor, user.idToken)).status).toBe(429);
    // The same address without the account is a different client.
    expect((await submit(application(info), visitor)).status).toBe(201);
    // An anonymous session is no account: it counts by address like any visitor.
    const anonymous = await signInAnonymously();
    expect((await submit(application(info), visitor, anonymous.idToken)).status).toBe(201);
  });
});

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
      token: admin.idToken,
    });
    expect(questionnaireSubmission.parse(reviewed.body).status).toBe('reviewed');
    expect((await submissionsTagged(info, 'new')).map((s) => s.id)).toEqual([newest!.id]);
    expect((await submissionsTagged(info, 'reviewed')).map((s) => s.id)).toEqual([oldest!.id]);

    const reply = 'Welcome aboard! Sign up and create your first event.';
    const responded = await callApi(`${base}/${oldest!.id}/response`, {
      json: { message: reply },
      token: admin.idToken,
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
      token: admin.idToken,
    });
    expect(apiErrorBody.parse(empty.body).error.fields).toEqual({ message: 'Write your reply' });
    const missing = await callApi(`${base}/nosuchsubmission/reviewed`, {
      method: 'POST',
      token: admin.idToken,
    });
    expect(missing.status).toBe(404);
    const badId = await callApi(`${base}/__bad__/reviewed`, {
      method: 'POST',
      token: admin.idToken,
    });
    expect(apiErrorBody.parse(badId.body).error.fields).toEqual({
      submissionId: 'Not a submission id',
    });
    const badStatus = await callApi(`${base}?status=archived`, { token: admin.idToken });
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
      token: admin.idToken,
    });
    expect(tooFew.status).toBe(400);
    try {
      const saved = await callApi(config, {
        method: 'PUT',
        json: { labels },
        token: admin.idToken,
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
      await callApi(config, { method: 'PUT', json: { labels: reset }, token: admin.idToken });
    }
  });
});

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
    const users = await allAdminUsers(admin);
    expect(users.find((row) => row.uid === user.uid)).toMatchObject({
      started: true,
      progress: 30,
    });
    const details = adminUserQuestionnaireResponse.parse(
      (await callApi(`/api/admin/users/${user.uid}/questionnaire`, { token: admin.idToken })).body,
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
