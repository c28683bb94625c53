/** For the contract's tests: what a schema says is wrong with a value. */
import type { z } from 'zod';

/** Each failing field's message by its dotted path, as the API reports them; empty when valid. */
export function messagesByField(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}
