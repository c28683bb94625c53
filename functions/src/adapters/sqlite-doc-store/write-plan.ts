import {
  AlreadyExistsError,
  InvalidArgumentError,
  NotFoundError,
  type DocChange,
  type DocData,
  type DocWrite,
} from '../../ports/doc-store';
import { applySetMerge, applyUpdate } from './merge';
import type { DocumentPath } from './paths';
import { valuesEqual } from './value-order';
import { checkDocumentSize } from './values';

/**
 * Turns the writes of one commit into the net change of each document, checking Firestore's
 * commit-time rules (create needs a missing document, update an existing one, 1 MiB). Pure:
 * the caller supplies the current state and applies the result, all inside one SQLite
 * transaction, so a failure here means nothing is written.
 */

/** Writes already checked by values.ts (data is a private copy). */
export type PendingWrite =
  | { kind: 'create'; path: DocumentPath; data: DocData }
  | { kind: 'set'; path: DocumentPath; data: DocData }
  | { kind: 'merge'; path: DocumentPath; data: DocWrite }
  | { kind: 'update'; path: DocumentPath; data: DocWrite }
  | { kind: 'delete'; path: DocumentPath };

/** Firestore: at most 500 writes in one commit (transaction or batch). */
export const maxWritesPerCommit = 500;

export function checkWriteCount(count: number): void {
  if (count > maxWritesPerCommit) {
    throw new InvalidArgumentError(
      `A transaction may write at most ${maxWritesPerCommit} documents (got ${count})`,
    );
  }
}

export type PlannedChange = DocChange & { location: DocumentPath };

function nextState(write: PendingWrite, current: DocData | undefined): DocData | undefined {
  switch (write.kind) {
    case 'create':
      if (current !== undefined) throw new AlreadyExistsError(write.path.path);
      return write.data;
    case 'set':
      return write.data;
    case 'merge':
      return applySetMerge(current, write.data);
    case 'update':
      if (current === undefined) throw new NotFoundError(write.path.path);
      return applyUpdate(current, write.data);
    case 'delete':
      return undefined;
  }
}

function unchanged(before: DocData | undefined, after: DocData | undefined): boolean {
  if (before === undefined || after === undefined) return before === after;
  return valuesEqual(before, after);
}

/**
 * One change per document, in the order documents were first written. Writes that change
 * nothing (deleting a missing document, setting identical data) produce no change, as
 * Firestore fires no trigger for a no-op write.
 */
export function planWrites(
  writes: readonly PendingWrite[],
  read: (path: DocumentPath) => DocData | undefined,
): PlannedChange[] {
  checkWriteCount(writes.length);
  const states = new Map<
    string,
    { location: DocumentPath; before: DocData | undefined; after: DocData | undefined }
  >();
  for (const write of writes) {
    const key = write.path.path;
    let state = states.get(key);
    if (state === undefined) {
      const before = read(write.path);
      state = { location: write.path, before, after: before };
      states.set(key, state);
    }
    state.after = nextState(write, state.after);
    if (state.after !== undefined) checkDocumentSize(write.path, state.after);
  }
  return [...states.values()]
    .filter((s) => !unchanged(s.before, s.after))
    .map((s) => ({
      path: s.location.path,
      location: s.location,
      before: s.before,
      after: s.after,
    }));
}
