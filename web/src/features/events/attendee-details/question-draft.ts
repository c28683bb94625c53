import type {
  AttendeeDetailsSettingsInput,
  AttendeeDetailsView,
  QuestionKind,
} from '@contract/attendee-details';

/** A question as the editor holds it: options one per line, as typed. */
export type QuestionDraft = {
  id: string;
  label: string;
  kind: QuestionKind;
  optionsText: string;
  per: 'order' | 'ticket';
  required: boolean;
  typeIds: string[];
};

export type SettingsDraft = {
  holderName: 'off' | 'required';
  holderEmail: 'off' | 'optional' | 'required';
  editCutoffHours: number | '';
  questions: QuestionDraft[];
};

/** A new question's id: made here once, kept for good (answers are kept by it). */
export const newQuestionId = () => `q${Math.random().toString(36).slice(2, 10)}`;

export const blankQuestion = (): QuestionDraft => ({
  id: newQuestionId(),
  label: '',
  kind: 'text',
  optionsText: '',
  per: 'ticket',
  required: false,
  typeIds: [],
});

export function draftOf({ settings }: AttendeeDetailsView): SettingsDraft {
  return {
    holderName: settings.holderName,
    holderEmail: settings.holderEmail,
    editCutoffHours: settings.editCutoffHours,
    questions: settings.questions.map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      optionsText: (question.options ?? []).join('\n'),
      per: question.per,
      required: question.required,
      typeIds: question.typeIds,
    })),
  };
}

/** The request the server checks (its 400 names `questions.{i}.…` for the field). */
export function requestOf(draft: SettingsDraft): AttendeeDetailsSettingsInput {
  return {
    holderName: draft.holderName,
    holderEmail: draft.holderEmail,
    editCutoffHours: draft.editCutoffHours === '' ? 0 : draft.editCutoffHours,
    questions: draft.questions.map((question) => {
      const options = question.optionsText
        .split('\n')
        .map((option) => option.trim())
        .filter((option) => option !== '');
      return {
        id: question.id,
        label: question.label,
        kind: question.kind,
        ...(question.kind === 'choice' ? { options } : {}),
        per: question.per,
        required: question.required,
        typeIds: question.typeIds,
      };
    }),
  };
}
