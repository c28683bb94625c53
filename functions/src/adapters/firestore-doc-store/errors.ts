import {
  AlreadyExistsError,
  InvalidArgumentError,
  NotFoundError,
  TransactionReadAfterWriteError,
} from '../../ports/doc-store';

/** gRPC status codes Firestore answers with. */
const grpc = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 } as const;

function grpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/** `.../documents/events/abc` in a Firestore error message, for errors raised at commit. */
function pathInMessage(message: string): string {
  return /\/documents\/([^\s"']+)/.exec(message)?.[1] ?? '';
}

/** Translates Firestore's errors into the port's, so callers handle one set of errors. */
export function mapFirestoreError(error: unknown, path?: string): unknown {
  if (
    error instanceof NotFoundError ||
    error instanceof AlreadyExistsError ||
    error instanceof InvalidArgumentError ||
    error instanceof TransactionReadAfterWriteError
  ) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  switch (grpcCode(error)) {
    case grpc.notFound:
      return new NotFoundError(path ?? pathInMessage(message));
    case grpc.alreadyExists:
      return new AlreadyExistsError(path ?? pathInMessage(message));
    case grpc.invalidArgument:
      return new InvalidArgumentError(message);
    case grpc.failedPrecondition:
      return /index/i.test(message)
        ? new InvalidArgumentError(`${message} (add the index to firestore.indexes.json)`)
        : error;
    case undefined:
      // firebase-admin validates arguments synchronously with plain Errors.
      return /^(Value for argument|Invalid query|Argument )/i.test(message)
        ? new InvalidArgumentError(message)
        : error;
    default:
      return error;
  }
}

/**
 * A transaction the server closed while it waited for a lock (the emulator does this after
 * about 2 s of contention): its commit fails with INVALID_ARGUMENT, which firebase-admin does
 * not retry as it retries ABORTED. The whole transaction is safe to run again, since the
 * port's transactions are free of side effects.
 */
export function isClosedTransaction(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    grpcCode(error) === grpc.invalidArgument && /transaction .*(closed|expired)/i.test(message)
  );
}

/** Runs a Firestore call and rethrows its errors as the port's. */
export async function mapped<R>(call: () => Promise<R>, path?: string): Promise<R> {
  try {
    return await call();
  } catch (error) {
    throw mapFirestoreError(error, path);
  }
}
