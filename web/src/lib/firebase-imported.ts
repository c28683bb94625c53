/**
 * Lets firebase.ts say that it has been loaded without importing the loader that loads it
 * lazily (which would make an import circle): a page that imports firebase.ts directly (the
 * login form, say) has loaded Firebase Auth, and the loader then tells the rest of the app.
 */
let isImported = false;
let onImported: (() => void) | undefined;

export function announceFirebaseImported(): void {
  isImported = true;
  onImported?.();
}

/** Runs `listener` once firebase.ts has been loaded (at once if it has). */
export function whenFirebaseImported(listener: () => void): void {
  if (isImported) listener();
  else onImported = listener;
}
