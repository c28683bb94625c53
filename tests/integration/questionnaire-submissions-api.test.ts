import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  defaultQuestionLabels,
  submitQuestionnaireResponse,
} from '../../functions/src/contract/questionnaire';
import { signInAnonymously, signUp } from '../support/auth-emulator';
import {
  application,
  questionnaireAdmin,
  submit,
  uniqueTag,
} from '../support/questionnaire-applications';
import { freshVisitor } from '../support/visitors';

const { submissionsTagged } = questionnaireAdmin();

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
