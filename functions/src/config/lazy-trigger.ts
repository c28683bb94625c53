import type * as FirestoreProvider from 'firebase-functions/v2/firestore';

type Trigger = ((raw: never) => unknown) & { run: unknown; __endpoint: unknown };

/**
 * firebase-functions' Firestore provider, loaded when first asked for: it brings
 * firebase-admin's Firestore client and its compiled protobufs (about 230 ms), which no HTTP
 * instance and nothing on the embedded backend needs.
 */
export function firestoreProvider(): typeof FirestoreProvider {
  // A synchronous require is the point: the provider stays unloaded until a trigger is used.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('firebase-functions/v2/firestore') as typeof FirestoreProvider;
}

/**
 * A trigger that is made the first time anything touches it: the deploy analysis (reading its
 * `__endpoint`), or its own instance running it. Every other instance loads this file without
 * paying for the trigger's provider.
 */
export function lazyTrigger<T extends Trigger>(make: () => T): T {
  let made: T | undefined;
  const real = () => (made ??= make());
  const trigger = ((raw: never) => real()(raw)) as T;
  Object.defineProperties(trigger, {
    run: { enumerable: true, get: () => real().run },
    __endpoint: { enumerable: true, get: () => real().__endpoint },
  });
  return trigger;
}
