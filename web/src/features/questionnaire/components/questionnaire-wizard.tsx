import { Paper, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import type { QuestionnaireDraft, QuestionnaireStep } from '@contract/questionnaire';
import { isApiError } from '@/lib/api-error';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire';
import {
  isFormField,
  toDraft,
  toSubmitRequest,
  validateQuestionnaire,
  type QuestionnaireFormValues,
} from '../questionnaire-form';
import { DetailsStep } from './details-step';
import { DoneStep } from './done-step';
import { GenderStep } from './gender-step';

// Done is past the last step, so all three show as complete.
const stepIndex: Record<QuestionnaireStep, number> = { gender: 0, second: 1, done: 3 };

type QuestionnaireWizardProps = {
  info: string;
  labels: readonly string[];
  initialValues: QuestionnaireFormValues;
  initialStep?: QuestionnaireStep;
  /** A signed-in user's answers are saved as they go; visitors' stay in the page. */
  onSaveDraft?: (draft: QuestionnaireDraft) => void;
};

/** How long typing must pause before a signed-in user's answers are saved. */
const saveDelayMs = 800;

/** SPEC.md's three steps: gender, second ("Basic details") and done, in that order. */
export function QuestionnaireWizard({
  info,
  labels,
  initialValues,
  initialStep = 'gender',
  onSaveDraft,
}: QuestionnaireWizardProps) {
  const [step, setStep] = useState<QuestionnaireStep>(initialStep);
  const submit = useSubmitQuestionnaire();
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const saveDraft = (values: QuestionnaireFormValues, atStep: QuestionnaireStep) => {
    clearTimeout(saveTimer.current);
    if (onSaveDraft) onSaveDraft(toDraft(values, atStep === 'gender' ? 'gender' : 'second', info));
  };

  const form = useForm<QuestionnaireFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: validateQuestionnaire,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (!onSaveDraft) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => saveDraft(values, step), saveDelayMs);
    },
  });

  const goTo = (next: QuestionnaireStep) => {
    if (next !== 'done') saveDraft(form.getValues(), next);
    setStep(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onFinish = (values: QuestionnaireFormValues) => {
    clearTimeout(saveTimer.current);
    submit.mutate(toSubmitRequest(values, info), {
      onSuccess: () => goTo('done'),
      onError: (failure) => {
        if (!isApiError(failure)) return;
        form.setErrors(
          Object.fromEntries(
            Object.entries(failure.fields).filter(([field]) => isFormField(field)),
          ),
        );
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stepper
        active={stepIndex[step]}
        size="xs"
        wrap={false}
        mb="xl"
        allowNextStepsSelect={false}
        aria-label="Questionnaire steps"
      >
        <Stepper.Step label="You" />
        <Stepper.Step label="Basic details" />
        <Stepper.Step label="Done" />
      </Stepper>
      <form noValidate onSubmit={(event) => form.onSubmit(onFinish)(event)}>
        {step === 'gender' && <GenderStep form={form} onNext={() => goTo('second')} />}
        {step === 'second' && (
          <DetailsStep
            form={form}
            labels={labels}
            isSaving={submit.isPending}
            saveError={submit.error ? describeFailure(submit.error) : undefined}
            onBack={() => goTo('gender')}
          />
        )}
      </form>
      {step === 'done' && (
        <DoneStep isSignedIn={onSaveDraft !== undefined} onBack={() => goTo('second')} />
      )}
    </Paper>
  );
}

function describeFailure(error: Error): string {
  if (isApiError(error) && error.code === 'validation_failed') {
    return 'Some answers need another look (see the fields above).';
  }
  return error.message.endsWith('.') ? error.message : `${error.message}.`;
}
