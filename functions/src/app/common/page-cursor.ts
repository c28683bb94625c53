import type { QueryCursor } from '../../ports/doc-store';
import { AppError } from './app-error';

/**
 * A page cursor as the API hands it out (`nextCursor`) and takes it back (`after`): the
 * DocStore cursor of a page's last document, opaque to clients (base64url JSON).
 */
export function encodePageCursor(cursor: QueryCursor): string {
  return Buffer.from(JSON.stringify([cursor.values, cursor.id])).toString('base64url');
}

/** The cursor `text` names, for a query ordered by `orderLength` fields; else a 400 on `after`. */
export function decodePageCursor(text: string, orderLength: number): QueryCursor {
  const refuse = () =>
    new AppError('validation_failed', 'Invalid request: after: Not a page cursor', {
      after: 'Not a page cursor',
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw refuse();
  const [values, id] = parsed as [unknown, unknown];
  if (
    !Array.isArray(values) ||
    values.length !== orderLength ||
    !values.every((value) => typeof value === 'string' || typeof value === 'number') ||
    typeof id !== 'string' ||
    // `~` joins two ids in one (a webhook delivery is `{eventId}~{endpointId}`).
    !/^[A-Za-z0-9_~-]{1,128}$/.test(id)
  ) {
    throw refuse();
  }
  return { values: values as Array<string | number>, id };
}
