import { lazy, Suspense, useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { setSecondStepPrompt } from '@/lib/second-step';

// The dialog (a form, its code field, the verify call) loads the first time a money request
// is refused for the step: most visits never need it.
const SecondStepDialog = lazy(() =>
  import('./second-step-prompt').then((module) => ({ default: module.SecondStepDialog })),
);

type Question = { refusal: ApiError; answer: (isPassed: boolean) => void };

/**
 * The app's one answer to `two_step_required` (lib/second-step.ts), mounted once in the
 * platform's shell: registers itself as the prompt, and shows the dialog while a refused
 * request waits for the code.
 */
export function SecondStepPrompt() {
  const [question, setQuestion] = useState<Question | null>(null);
  useEffect(
    () =>
      setSecondStepPrompt(
        (refusal) => new Promise<boolean>((answer) => setQuestion({ refusal, answer })),
      ),
    [],
  );
  if (!question) return null;
  const close = (isPassed: boolean) => {
    question.answer(isPassed);
    setQuestion(null);
  };
  return (
    <Suspense fallback={null}>
      <SecondStepDialog refusal={question.refusal} onClose={close} />
    </Suspense>
  );
}
