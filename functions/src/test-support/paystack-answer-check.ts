import { formatMismatch } from '../tools/fake-paystack/answer-checking';
import type { AnswerMismatch } from '../tools/fake-paystack/openapi/answer-check';

/**
 * Throws when the fake Paystack gave any answer unlike Paystack's own OpenAPI description,
 * naming each kind once with how often: the harnesses call it after their file's tests.
 */
export function assertAnswersAsDescribed(mismatches: readonly AnswerMismatch[]): void {
  if (mismatches.length === 0) return;
  const counts = new Map<string, number>();
  for (const mismatch of mismatches) {
    const line = formatMismatch(mismatch);
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const lines = [...counts].map(([line, count]) => `  ${count} x ${line}`);
  throw new Error(
    `The fake Paystack gave ${mismatches.length} answer(s) unlike Paystack's OpenAPI ` +
      `description (functions/src/tools/fake-paystack/openapi/README.md):\n${lines.join('\n')}`,
  );
}
