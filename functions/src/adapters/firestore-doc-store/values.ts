import type {
  DocumentData,
  DocumentSnapshot,
  Firestore,
  Query as FirestoreQuery,
} from 'firebase-admin/firestore';
import { firestoreModule } from './firestore-module';
import {
  deleteField,
  ExpiryTime,
  type DocData,
  type DocSnapshot,
  type DocValue,
  type DocWrite,
  type Query,
  type SetOptions,
} from '../../ports/doc-store';
import { parseDocumentPath } from '../sqlite-doc-store/paths';
import { parseQuery } from '../sqlite-doc-store/query-rules';
import {
  checkDocData,
  checkDocumentSize,
  checkMergeData,
  isPlainMap,
} from '../sqlite-doc-store/values';

/**
 * The port's deleteField sentinel becomes Firestore's and an ExpiryTime a Timestamp (what a
 * TTL policy needs); everything else is plain JSON.
 */
export function toFirestore(write: DocWrite): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(write)) out[key] = toFirestoreValue(value);
  return out;
}

function toFirestoreValue(value: DocWrite[string]): unknown {
  if (value === deleteField) return firestoreModule().FieldValue.delete();
  if (value instanceof ExpiryTime) return firestoreModule().Timestamp.fromDate(new Date(value.iso));
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainMap(value)) return toFirestore(value as DocWrite);
  return value;
}

export const keepExpiryTimes = { keepExpiryTimes: true };

/**
 * Data written by other tools may hold Timestamps; the port promises JSON with ISO strings,
 * so convert them on the way out. Other values are what this adapter wrote.
 */
function fromFirestore(value: unknown): DocValue {
  if (value instanceof firestoreModule().Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainMap(value)) {
    const out: { [key: string]: DocValue } = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromFirestore(item);
    return out;
  }
  return value as DocValue;
}

export function toSnapshot<T extends DocData>(snap: DocumentSnapshot): DocSnapshot<T> {
  const data = snap.exists ? (fromFirestore(snap.data()) as T) : undefined;
  return { id: snap.id, path: snap.ref.path, data };
}

export function buildQuery(db: Firestore, query: Query): FirestoreQuery {
  const parsed = parseQuery(query);
  let q: FirestoreQuery = db.collection(parsed.collection.path);
  for (const f of parsed.filters) q = q.where(f.field, f.op, f.value);
  for (const o of parsed.orderBy) q = q.orderBy(o.field, o.direction);
  if (parsed.startAfter !== undefined) {
    // The document name, Firestore's implicit last order, spelled out so the cursor names it.
    const direction = parsed.orderBy.at(-1)?.direction ?? 'asc';
    q = q
      .orderBy(firestoreModule().FieldPath.documentId(), direction)
      .startAfter(...parsed.startAfter.values, parsed.startAfter.id);
  }
  if (parsed.limit !== undefined) q = q.limit(parsed.limit);
  return q;
}

/** Checks and converts one write; the size check needs the whole document, so not for merges. */
export function prepareSet(path: string, data: DocWrite, options?: SetOptions) {
  const location = parseDocumentPath(path);
  if (options?.merge === true)
    return { location, data: toFirestore(checkMergeData(data, keepExpiryTimes)), merge: true };
  const checked = checkDocData(data, keepExpiryTimes);
  checkDocumentSize(location, checked);
  return { location, data: toFirestore(checked), merge: false };
}

export function prepareCreate(path: string, data: DocData) {
  const location = parseDocumentPath(path);
  const checked = checkDocData(data);
  checkDocumentSize(location, checked);
  return { location, data: checked };
}
