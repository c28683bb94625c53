import type { DocChange } from '../../ports/doc-store';

/**
 * The embedded stand-in for Firestore document triggers: each committed change gets a
 * sequence number in the `changes` table. Listeners in this process are told right after
 * commit; other processes catch up with `readChanges(afterSeq, limit)`.
 */
export type RecordedChange = DocChange & { seq: number; committedAt: string };
export type ChangeListener = (change: RecordedChange) => void | Promise<void>;
export type ListenerErrorHandler = (error: unknown, change: RecordedChange) => void;

export class ChangeListeners {
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly onError: ListenerErrorHandler) {}

  add(listener: ChangeListener): () => void {
    // Wrapped so the same function can be subscribed twice and unsubscribed independently.
    const entry: ChangeListener = (change) => listener(change);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  /**
   * Calls every listener for every change, in commit order, without awaiting them: a slow or
   * failing trigger handler must not delay or fail the write that has already committed.
   */
  publish(changes: readonly RecordedChange[]): void {
    for (const change of changes) {
      for (const listener of this.listeners) {
        try {
          const result = listener(change);
          if (result instanceof Promise)
            result.catch((error: unknown) => this.onError(error, change));
        } catch (error) {
          this.onError(error, change);
        }
      }
    }
  }
}
