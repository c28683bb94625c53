import { z } from 'zod';
import { AppError } from '../app/app-error';

/** Parses `value` with `schema`, or fails with 400 naming each failing field and why. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'Not a field here';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new AppError('validation_failed', `Invalid request: ${summary}`, fields);
}

/**
 * A request body, parsed as `parseOrThrow` does, except that a field the request does not
 * have is refused too (a misspelled optional field would otherwise change nothing, silently).
 * Query strings keep ignoring what they do not know (a cache buster, say).
 */
export function parseBodyOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const strict = schema instanceof z.ZodObject ? schema.strict() : schema;
  return parseOrThrow(strict, body) as z.output<S>;
}
