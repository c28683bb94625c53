import type { z } from 'zod';
import { AppError } from '../app/common/app-error';

/** Parses `value` with `schema`, or fails with 400 naming each failing field and why. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  throw validationFailed(fields);
}

/**
 * A request body, parsed as `parseOrThrow` does, except that a field the request does not
 * have, at any depth (`startAt`, `types.0.saleEnd`), is refused too: a misspelled optional
 * field would otherwise change nothing, silently. Query strings keep ignoring what they do
 * not know (a cache buster, say).
 */
export function parseBodyOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseOrThrow(schema, body);
  const unknown = unknownFields(body, parsed);
  if (unknown.length > 0) {
    throw validationFailed(Object.fromEntries(unknown.map((field) => [field, 'Not a field here'])));
  }
  return parsed;
}

function validationFailed(fields: Record<string, string>): AppError {
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new AppError('validation_failed', `Invalid request: ${summary}`, fields);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of fields in `input` that parsing dropped from `output`: zod strips the keys an
 * object schema does not name. The request schemas only transform scalars (trimming, lower
 * case), so input and output have the same shape otherwise.
 */
function unknownFields(input: unknown, output: unknown, path: readonly string[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, index) =>
      unknownFields(item, output[index], [...path, `${index}`]),
    );
  }
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) =>
    key in output
      ? unknownFields(input[key], output[key], [...path, key])
      : [[...path, key].join('.')],
  );
}
