import {
  deleteField,
  ExpiryTime,
  InvalidArgumentError,
  type DocData,
  type DocValue,
  type DocWrite,
} from '../../ports/doc-store';
import { isReservedFieldName, parseFieldPath, type DocumentPath } from './paths';

/**
 * What Firestore accepts as document data, checked before anything is written so code that
 * runs on SQLite does not fail on Firestore. Only JSON values are allowed: Dates, undefined,
 * NaN and class instances are refused with the offending field path rather than silently
 * converted, because Firestore would store them differently (Timestamps, dropped fields...).
 */

/** Firestore: "Maximum depth of fields in a map or array: 20". */
const maxDepth = 20;
/** Firestore: "Maximum size for a document: 1 MiB (1,048,576 bytes)". */
export const maxDocumentBytes = 1_048_576;

type CopyContext = {
  depth: number;
  inArray: boolean;
  allowDelete: boolean;
  /** Keep `ExpiryTime`s for the Firestore adapter to convert; SQLite stores their string. */
  keepExpiryTimes: boolean;
};

/** How the Firestore adapter asks for the checks: expiry times kept, to become Timestamps. */
export type CheckOptions = { keepExpiryTimes?: boolean };

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value instanceof Date) return 'a Date (store an ISO-8601 string instead)';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value !== null)
    return `an instance of ${value.constructor.name}`;
  return typeof value;
}

export function isPlainMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copyValue(value: unknown, field: string, ctx: CopyContext): DocWrite[string] {
  if (ctx.depth > maxDepth) {
    throw new InvalidArgumentError(
      `Field "${field}" is nested deeper than ${maxDepth} levels (or the data has a cycle)`,
    );
  }
  if (value === deleteField) {
    if (!ctx.allowDelete) {
      throw new InvalidArgumentError(
        `deleteField at "${field}" is only allowed in update() (top level) or set() with merge`,
      );
    }
    return deleteField;
  }
  if (value instanceof ExpiryTime) return ctx.keepExpiryTimes ? value : value.iso;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new InvalidArgumentError(`Field "${field}" is ${describe(value)}: only finite numbers`);
    }
    return value;
  }
  if (Array.isArray(value)) {
    if (ctx.inArray) {
      throw new InvalidArgumentError(
        `Field "${field}" is an array directly inside an array, which Firestore does not support`,
      );
    }
    const inner: CopyContext = { ...ctx, depth: ctx.depth + 1, inArray: true, allowDelete: false };
    return value.map((item, index) => copyValue(item, `${field}.${index}`, inner) as DocValue);
  }
  if (isPlainMap(value)) {
    return copyMap(value, field, { ...ctx, depth: ctx.depth + 1, inArray: false });
  }
  throw new InvalidArgumentError(`Field "${field}" is ${describe(value)}: only JSON values`);
}

function copyMap(map: Record<string, unknown>, prefix: string, ctx: CopyContext): DocWrite {
  const out: DocWrite = {};
  for (const [key, value] of Object.entries(map)) {
    const field = prefix === '' ? key : `${prefix}.${key}`;
    if (key === '' || isReservedFieldName(key)) {
      throw new InvalidArgumentError(`Field name "${field}" is empty or reserved by Firestore`);
    }
    out[key] = copyValue(value, field, ctx);
  }
  return out;
}

function requireMap(data: unknown, what: string): Record<string, unknown> {
  if (!isPlainMap(data)) {
    throw new InvalidArgumentError(`${what} must be a plain object, got ${describe(data)}`);
  }
  return data;
}

/** Data for `create` and `set` without merge: JSON only, no deleteField. Returns a deep copy. */
export function checkDocData(data: unknown, { keepExpiryTimes = false }: CheckOptions = {}) {
  const map = requireMap(data, 'Document data');
  const ctx = { depth: 0, inArray: false, allowDelete: false, keepExpiryTimes };
  return copyMap(map, '', ctx) as DocData;
}

/** Data for `set(..., { merge: true })`: deleteField may appear anywhere inside maps. */
export function checkMergeData(
  data: unknown,
  { keepExpiryTimes = false }: CheckOptions = {},
): DocWrite {
  const map = requireMap(data, 'Document data');
  return copyMap(map, '', { depth: 0, inArray: false, allowDelete: true, keepExpiryTimes });
}

/**
 * Data for `update`: keys are dotted field paths, values replace the field whole, deleteField
 * only as a top-level value. Firestore refuses an empty update and overlapping paths
 * (`a` with `a.b`), so this does too.
 */
export function checkUpdateData(
  data: unknown,
  { keepExpiryTimes = false }: CheckOptions = {},
): DocWrite {
  const map = requireMap(data, 'Update data');
  const keys = Object.keys(map);
  if (keys.length === 0) throw new InvalidArgumentError('An update must change at least one field');
  const sorted = [...keys].sort();
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].startsWith(`${sorted[i - 1]}.`)) {
      throw new InvalidArgumentError(
        `Update field paths "${sorted[i - 1]}" and "${sorted[i]}" overlap`,
      );
    }
  }
  const out: DocWrite = {};
  for (const key of keys) {
    const segments = parseFieldPath(key);
    const value = map[key];
    out[key] =
      value === deleteField
        ? deleteField
        : (copyValue(value, segments.join('.'), {
            depth: segments.length,
            inArray: false,
            allowDelete: false,
            keepExpiryTimes,
          }) as DocValue);
  }
  return out;
}

/** Checks a query comparison value: any JSON value, validated like document data. */
export function checkQueryValue(value: unknown, field: string): DocValue {
  const ctx = { depth: 1, inArray: false, allowDelete: false, keepExpiryTimes: false };
  return copyValue(value, field, ctx) as DocValue;
}

function stringSize(value: string): number {
  return Buffer.byteLength(value, 'utf8') + 1;
}

function valueSize(value: DocValue | ExpiryTime): number {
  if (value instanceof ExpiryTime) return 8;
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return stringSize(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueSize(item), 0);
  return mapSize(value);
}

function mapSize(map: { [key: string]: DocValue }): number {
  let size = 0;
  for (const [key, value] of Object.entries(map)) size += stringSize(key) + valueSize(value);
  return size;
}

/**
 * Firestore's documented storage size: the document name (each id + 1 byte, plus 16), the
 * fields (name + 1 byte, value by type), plus 32 bytes.
 */
export function documentSize(path: DocumentPath, data: DocData): number {
  const nameSize = path.segments.reduce((sum, segment) => sum + stringSize(segment), 16);
  return nameSize + mapSize(data) + 32;
}

export function checkDocumentSize(path: DocumentPath, data: DocData): void {
  const size = documentSize(path, data);
  if (size > maxDocumentBytes) {
    throw new InvalidArgumentError(
      `Document ${path.path} would be ${size} bytes; Firestore allows at most ${maxDocumentBytes}`,
    );
  }
}
