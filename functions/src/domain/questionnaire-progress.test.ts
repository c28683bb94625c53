import { describe, expect, it } from 'vitest';
import { questionnaireProgress } from './questionnaire-progress';

describe('questionnaireProgress', () => {
  it('is 0 for nothing and counts each required answer as a tenth', () => {
    expect(questionnaireProgress({}, false)).toBe(0);
    expect(questionnaireProgress({ gender: 'Male' }, false)).toBe(10);
    expect(
      questionnaireProgress(
        { gender: 'Female', firstName: 'Ada', email: 'a@b.co', answers: ['x', ' ', ''] },
        false,
      ),
    ).toBe(40);
  });

  it('stops at 90 until the application is sent, then is 100', () => {
    const all = {
      gender: 'Male',
      firstName: 'Sipho',
      email: 's@example.com',
      country: 'South Africa',
      answers: ['1', '2', '3', '4', '5', 'extra'],
    };
    expect(questionnaireProgress(all, false)).toBe(90);
    expect(questionnaireProgress(all, true)).toBe(100);
    expect(questionnaireProgress({}, true)).toBe(100);
  });
});
