import { ok, watchAnswer, type Route, type RouteHandler } from './http';
import { sharedAnswerCheck, type AnswerCheck, type AnswerMismatch } from './openapi/answer-check';

export type AnswerChecking = {
  /** Every answer so far that Paystack's description does not allow. */
  readonly mismatches: readonly AnswerMismatch[];
  /** Checks the JSON answer `route` will get, if checking is on. */
  watch(route: Route): void;
  /** `GET /_fake/answer-check`: whether checking is on, and the mismatches so far. */
  routes: RouteHandler;
};

/**
 * The fake's answers checked against Paystack's OpenAPI description (openapi/), when `enabled`
 * (the tests switch it on; the check's own tests bring a check of their own): a mismatch is
 * kept and logged, the answer still given, so that the test harness fails the run with all of
 * them at its end.
 */
export function answerChecking(
  enabled: boolean | AnswerCheck,
  log: (message: string) => void,
): AnswerChecking {
  const mismatches: AnswerMismatch[] = [];
  const check = enabled === true ? sharedAnswerCheck() : enabled || undefined;
  return {
    mismatches,
    watch({ res, method, url }) {
      if (!check) return;
      watchAnswer(res, (status, body) => {
        const mismatch = check.check(method, url.pathname, status, body);
        if (!mismatch) return;
        mismatches.push(mismatch);
        log(`answer unlike Paystack's description: ${formatMismatch(mismatch)}`);
      });
    },
    async routes({ res, url, method }) {
      if (method !== 'GET' || url.pathname !== '/_fake/answer-check') return false;
      return ok(res, 'Answer check', { enabled: check !== undefined, mismatches });
    },
  };
}

/** 'GET /transaction 200: /data/0/plan must be object; ...' */
export function formatMismatch({ operation, status, problems }: AnswerMismatch): string {
  return `${operation} ${status}: ${problems.join('; ')}`;
}
