import { isApiError, type ApiError } from '@/lib/api-error';

/**
 * The app's one answer to `two_step_required` (a money action that needs the second sign-in
 * step): whatever page asked, a dialog asks for the code (or, to someone who has not set the
 * step up, says where to) and the request is sent again once the step is passed. The dialog
 * registers itself here (features/two-step); with none, the refusal reaches the page as is.
 */

/** Asks for the code: true once this sign-in passed the step, false if the person gave up. */
export type SecondStepPrompt = (refusal: ApiError) => Promise<boolean>;

let prompt: SecondStepPrompt | undefined;
/** The question being asked: requests refused meanwhile wait for the same answer. */
let asking: Promise<boolean> | undefined;

/** Registers the dialog that asks; returns how to unregister it. */
export function setSecondStepPrompt(next: SecondStepPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

export const isTwoStepRequired = (error: unknown): error is ApiError =>
  isApiError(error) && error.code === 'two_step_required';

/** Whether the refusal is to someone who has set the step up (else: set it up first). */
export const isEnrolled = (refusal: ApiError) => refusal.details.enrolled === true;

/**
 * Runs `attempt`; refused for the second step, asks for it (once for every request refused
 * meanwhile) and runs `attempt` again when it was passed.
 */
export async function withSecondStep<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isTwoStepRequired(error) || !prompt) throw error;
    asking ??= prompt(error).finally(() => {
      asking = undefined;
    });
    if (!(await asking)) throw error;
    return attempt();
  }
}
