import { expect } from 'vitest';

/**
 * What `promise` rejected with, checked to be an `errorClass`, for a test to look into. A promise
 * that resolves fails the test.
 */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  errorClass: new (...args: never[]) => E,
): Promise<E> {
  const reason = await promise.then(
    () => {
      throw new Error(`expected a rejection with ${errorClass.name}`);
    },
    (failure: unknown) => failure,
  );
  expect(reason).toBeInstanceOf(errorClass);
  return reason as E;
}
