import type { FormErrors } from '@mantine/form';
import type {
  MyQuestionnaireResponse,
  QuestionnaireDraft,
  SubmitQuestionnaireRequest,
} from '@contract/questionnaire';
import { questionCount, questionnaireAnswers } from '@contract/questionnaire';
import type { Gender } from '@contract/users';

export type QuestionnaireFormValues = {
  gender: Gender;
  firstName: string;
  email: string;
  country: string;
  answers: string[];
  message: string;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
};

/** SPEC.md: Male is selected by default. */
export function emptyQuestionnaireValues(): QuestionnaireFormValues {
  return {
    gender: 'Male',
    firstName: '',
    email: '',
    country: '',
    answers: Array.from({ length: questionCount }, () => ''),
    message: '',
    website: '',
  };
}

/** A signed-in user's saved answers, where they left them. */
export function valuesFromDraft(
  saved: MyQuestionnaireResponse['draft'],
  fallbackEmail = '',
): QuestionnaireFormValues {
  const empty = emptyQuestionnaireValues();
  if (!saved) return { ...empty, email: fallbackEmail };
  return {
    ...empty,
    gender: saved.gender ?? empty.gender,
    firstName: saved.firstName ?? '',
    email: saved.email || fallbackEmail,
    country: saved.country ?? '',
    answers: empty.answers.map((_, index) => saved.answers?.[index] ?? ''),
    message: saved.message ?? '',
  };
}

export function toDraft(
  values: QuestionnaireFormValues,
  step: QuestionnaireDraft['step'],
  info: string,
): QuestionnaireDraft {
  const { gender, firstName, email, country, answers, message } = values;
  return { step, info, gender, firstName, email, country, answers, message };
}

export function toSubmitRequest(
  values: QuestionnaireFormValues,
  info: string,
): SubmitQuestionnaireRequest {
  const [a = '', b = '', c = '', d = '', e = ''] = values.answers;
  return { ...values, answers: [a, b, c, d, e], info };
}

/** The server's own schema decides what is valid; errors keyed by field path (`answers.2`). */
export function validateQuestionnaire(values: QuestionnaireFormValues): FormErrors {
  const errors: FormErrors = {};
  const result = questionnaireAnswers.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The fields this form shows, so a server error about one lands beside it. */
export function isFormField(field: string): boolean {
  return (
    ['gender', 'firstName', 'email', 'country', 'message'].includes(field) ||
    /^answers\.[0-4]$/.test(field)
  );
}
