import { describe, expect, it } from 'vitest';
import {
  listSubmissionsQuery,
  questionnaireConfig,
  questionnaireDraft,
  questionnaireInfo,
  submitQuestionnaireRequest,
} from './questionnaire';

const valid = {
  info: 'spring-campaign',
  gender: 'Female',
  firstName: 'Thandi',
  email: 'Thandi@Example.com',
  country: 'South Africa',
  answers: ['+27 82 000 0000', 'Paradise Events', 'Concerts', 'About 300', 'A friend'],
  message: 'We would love to sell tickets with you.\nThanks!',
};

/** The first failing field of `value` and its message, as the API reports them. */
function firstProblem(value: unknown): [string, string] | undefined {
  const result = submitQuestionnaireRequest.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

describe('the questionnaire answer schema', () => {
  it('accepts a complete application, lower-cases the email and trims answers', () => {
    const parsed = submitQuestionnaireRequest.parse({ ...valid, firstName: '  Thandi\u200B ' });
    expect(parsed).toMatchObject({ email: 'thandi@example.com', firstName: 'Thandi' });
    expect(parsed.message).toBe(valid.message);
  });

  it('needs no message, and defaults it to empty', () => {
    expect(submitQuestionnaireRequest.parse({ ...valid, message: undefined }).message).toBe('');
  });

  it('names each missing or bad field with why', () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ gender: 'Other' }, 'gender', /Choose Male or Female/],
      [{ firstName: '   ' }, 'firstName', /first name is required/],
      [{ email: '' }, 'email', /email is required/],
      [{ email: 'not-an-email' }, 'email', /valid email/],
      [{ country: '' }, 'country', /country is required/],
      [{ answers: ['a', 'b', 'c', 'd'] }, 'answers', /five questions|expected/i],
      [{ answers: ['a', 'b', '', 'd', 'e'] }, 'answers.2', /Please answer this question/],
      [{ info: '' }, 'info', /no tag/],
      [{ firstName: 'Bad\u0000name' }, 'firstName', /control characters/],
      [{ country: 'Evil\u202Eland' }, 'country', /direction/],
    ];
    for (const [change, field, message] of cases) {
      const problem = firstProblem({ ...valid, ...change });
      expect(problem?.[0], JSON.stringify(change)).toBe(field);
      expect(problem?.[1]).toMatch(message);
    }
  });

  it('limits the size of every answer', () => {
    const cases: Array<[object, string]> = [
      [{ info: 'x'.repeat(101) }, 'info'],
      [{ firstName: 'x'.repeat(61) }, 'firstName'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
      [{ country: 'x'.repeat(61) }, 'country'],
      [{ answers: ['a', 'x'.repeat(501), 'c', 'd', 'e'] }, 'answers.1'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ website: 'x'.repeat(501) }, 'website'],
    ];
    for (const [change, field] of cases) {
      const problem = firstProblem({ ...valid, ...change });
      expect(problem?.[0]).toBe(field);
      expect(problem?.[1]).toMatch(/At most|longer than/);
    }
    expect(firstProblem({ ...valid, answers: valid.answers.map(() => 'x'.repeat(500)) })).toBe(
      undefined,
    );
  });

  it('keeps the honeypot as a plain optional field', () => {
    expect(submitQuestionnaireRequest.parse({ ...valid, website: 'http://spam' }).website).toBe(
      'http://spam',
    );
  });

  it('takes unusual tags as text and refuses what cannot be shown safely', () => {
    expect(questionnaireInfo.parse('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(questionnaireInfo.parse('café 🎉')).toBe('café 🎉');
    expect(questionnaireInfo.safeParse('a\u0007b').success).toBe(false);
    expect(questionnaireInfo.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('the draft, labels and list query schemas', () => {
  it('saves partial answers with the same size limits', () => {
    expect(questionnaireDraft.parse({ step: 'second', firstName: '' })).toEqual({
      step: 'second',
      firstName: '',
    });
    expect(questionnaireDraft.safeParse({ step: 'done' }).success).toBe(false);
    expect(
      questionnaireDraft.safeParse({ step: 'second', answers: ['x'.repeat(501)] }).success,
    ).toBe(false);
    expect(
      questionnaireDraft.safeParse({ step: 'second', answers: Array(6).fill('') }).success,
    ).toBe(false);
  });

  it('needs five non-empty labels', () => {
    const labels = ['a', 'b', 'c', 'd', 'e'];
    expect(questionnaireConfig.parse({ labels }).labels).toEqual(labels);
    expect(questionnaireConfig.safeParse({ labels: labels.slice(0, 4) }).success).toBe(false);
    expect(questionnaireConfig.safeParse({ labels: [...labels.slice(0, 4), ' '] }).success).toBe(
      false,
    );
  });

  it('filters by a known status and a tag only', () => {
    expect(listSubmissionsQuery.parse({ status: 'new', info: 'x' })).toEqual({
      status: 'new',
      info: 'x',
    });
    expect(listSubmissionsQuery.safeParse({ status: 'archived' }).success).toBe(false);
    expect(listSubmissionsQuery.safeParse({ before: 'yesterday' }).success).toBe(false);
  });
});
