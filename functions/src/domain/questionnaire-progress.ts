/** The parts of an application that count towards its progress. */
export type ProgressAnswers = {
  gender?: string;
  firstName?: string;
  email?: string;
  country?: string;
  answers?: readonly string[];
};

const questionCount = 5;
/** Gender, first name, email, country and the five questions; sending it is the last part. */
const parts = 4 + questionCount + 1;

/**
 * How far an application is, 0 to 100: each required answer given is a tenth, and only a
 * sent application is complete. The optional message does not count.
 */
export function questionnaireProgress(answers: ProgressAnswers, isSubmitted: boolean): number {
  if (isSubmitted) return 100;
  const given = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? 1 : 0);
  const filled =
    given(answers.gender) +
    given(answers.firstName) +
    given(answers.email) +
    given(answers.country) +
    (answers.answers ?? []).slice(0, questionCount).reduce((sum, answer) => sum + given(answer), 0);
  return Math.round((filled / parts) * 100);
}
