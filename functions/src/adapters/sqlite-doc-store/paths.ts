import { InvalidArgumentError } from '../../ports/doc-store';

/**
 * Firestore's path rules, enforced locally so a path that works on SQLite works on Firestore.
 * Shared by both DocStore adapters so they reject the same paths with the same error.
 */

/** Firestore limits a collection or document id to 1,500 bytes of UTF-8. */
const maxSegmentBytes = 1500;
/** Ids like `__foo__` are reserved by Firestore. */
const reservedName = /^__.*__$/;

export type DocumentPath = {
  path: string;
  segments: string[];
  /** The parent collection path, e.g. `events/e1/types`. */
  collection: string;
  id: string;
};

export type CollectionPath = {
  path: string;
  segments: string[];
  /** The last segment: what firestore.indexes.json calls the collection group. */
  collectionId: string;
};

function splitPath(path: unknown, kind: 'document' | 'collection'): string[] {
  if (typeof path !== 'string' || path === '') {
    throw new InvalidArgumentError(`A ${kind} path must be a non-empty string`);
  }
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '') {
      throw new InvalidArgumentError(
        `Invalid ${kind} path "${path}": segments must not be empty (no leading, trailing or doubled "/")`,
      );
    }
    if (segment === '.' || segment === '..' || reservedName.test(segment)) {
      throw new InvalidArgumentError(
        `Invalid ${kind} path "${path}": "${segment}" is not a valid Firestore id`,
      );
    }
    if (Buffer.byteLength(segment, 'utf8') > maxSegmentBytes) {
      throw new InvalidArgumentError(
        `Invalid ${kind} path "${path}": ids are limited to ${maxSegmentBytes} bytes`,
      );
    }
  }
  return segments;
}

/** `events/e1` or `events/e1/types/t1`: an even number of segments. */
export function parseDocumentPath(path: unknown): DocumentPath {
  const segments = splitPath(path, 'document');
  if (segments.length % 2 !== 0) {
    throw new InvalidArgumentError(
      `Invalid document path "${segments.join('/')}": a document path has an even number of segments`,
    );
  }
  return {
    path: segments.join('/'),
    segments,
    collection: segments.slice(0, -1).join('/'),
    id: segments[segments.length - 1],
  };
}

/** `events` or `events/e1/types`: an odd number of segments. */
export function parseCollectionPath(path: unknown): CollectionPath {
  const segments = splitPath(path, 'collection');
  if (segments.length % 2 !== 1) {
    throw new InvalidArgumentError(
      `Invalid collection path "${segments.join('/')}": a collection path has an odd number of segments`,
    );
  }
  return { path: segments.join('/'), segments, collectionId: segments[segments.length - 1] };
}

/** Characters firebase-admin refuses in a string field path. */
const forbiddenFieldPathChars = /[~*/[\]]/;

/**
 * A dotted field path (`address.city`) as used by `where`, `orderBy` and `update` keys.
 * Firestore reserves `__name__`-style names; the port does not expose document-id queries.
 */
export function parseFieldPath(field: unknown): string[] {
  if (typeof field !== 'string' || field === '') {
    throw new InvalidArgumentError('A field path must be a non-empty string');
  }
  if (forbiddenFieldPathChars.test(field)) {
    throw new InvalidArgumentError(`Invalid field path "${field}": it must not contain ~ * / [ ]`);
  }
  const segments = field.split('.');
  for (const segment of segments) {
    if (segment === '') {
      throw new InvalidArgumentError(`Invalid field path "${field}": empty segment`);
    }
    if (reservedName.test(segment)) {
      throw new InvalidArgumentError(
        `Invalid field path "${field}": "${segment}" is reserved by Firestore`,
      );
    }
  }
  return segments;
}

/** True for field names Firestore reserves (`__x__`); used when validating map keys. */
export function isReservedFieldName(name: string): boolean {
  return reservedName.test(name);
}
