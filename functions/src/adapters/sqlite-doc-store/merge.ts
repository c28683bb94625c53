import { deleteField, type DocData, type DocValue, type DocWrite } from '../../ports/doc-store';
import { parseFieldPath } from './paths';
import { isPlainMap } from './values';

/**
 * How `set(..., { merge: true })` and `update` change a document, the way Firestore does it:
 * both turn the write into a list of field paths ("the field mask") and set or delete each.
 * Inputs are expected to be checked already (values.ts); nothing here mutates its arguments.
 */

type Leaf = { segments: string[]; value: DocValue | typeof deleteField };

/**
 * A merge touches every leaf of the written maps: `{ a: { b: 1 } }` sets `a.b` and keeps the
 * rest of `a`. Arrays and empty maps are leaves (an explicit `{}` replaces the field).
 */
export function mergeLeaves(write: DocWrite, prefix: string[] = []): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [key, value] of Object.entries(write)) {
    const segments = [...prefix, key];
    if (isPlainMap(value) && Object.keys(value).length > 0) {
      leaves.push(...mergeLeaves(value as DocWrite, segments));
    } else {
      leaves.push({ segments, value: value as DocValue | typeof deleteField });
    }
  }
  return leaves;
}

/** An update's keys are dotted field paths; each value replaces that field whole. */
export function updateLeaves(write: DocWrite): Leaf[] {
  return Object.entries(write).map(([key, value]) => ({
    segments: parseFieldPath(key),
    value: value as DocValue | typeof deleteField,
  }));
}

type MutableMap = { [key: string]: DocValue };

function setAt(target: MutableMap, segments: string[], value: DocValue): void {
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    const child = node[segment];
    // Like Firestore, writing below a non-map field replaces that field with a map.
    if (!isPlainMap(child)) node[segment] = {};
    node = node[segment] as MutableMap;
  }
  node[segments[segments.length - 1]] = structuredClone(value);
}

function deleteAt(target: MutableMap, segments: string[]): void {
  let node: MutableMap = target;
  for (const segment of segments.slice(0, -1)) {
    const child = node[segment];
    // Deleting below a missing or non-map field changes nothing (no parents are created).
    if (!isPlainMap(child)) return;
    node = child as MutableMap;
  }
  delete node[segments[segments.length - 1]];
}

export function applyLeaves(existing: DocData, leaves: readonly Leaf[]): DocData {
  const out = structuredClone(existing);
  for (const leaf of leaves) {
    if (leaf.value === deleteField) deleteAt(out, leaf.segments);
    else setAt(out, leaf.segments, leaf.value);
  }
  return out;
}

/** `set(path, write, { merge: true })`: creates the document when it is missing. */
export function applySetMerge(existing: DocData | undefined, write: DocWrite): DocData {
  return applyLeaves(existing ?? {}, mergeLeaves(write));
}

/** `update(path, write)` on an existing document. */
export function applyUpdate(existing: DocData, write: DocWrite): DocData {
  return applyLeaves(existing, updateLeaves(write));
}
