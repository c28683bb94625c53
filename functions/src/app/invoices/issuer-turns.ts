/**
 * One transaction at a time per issuer, within this process, for the transactions that take
 * an issuer's document number. Every such transaction reads and writes the issuer's counter,
 * and Firestore holds what a transaction read until it commits: started together, each waits
 * for the others' hold on the counter, none can commit until Firestore aborts all but one
 * (the emulator after a lock timeout of about 2 s), and the SDK retries the rest after 1 s,
 * 1.5 s, 2.25 s… So 50 payments at once took 30 to 60 s on the emulator and more than the
 * default 5 attempts. In turn they commit one after the other at once. Firestore still
 * arbitrates between instances, each of which queues its own.
 *
 * A turn is taken before the transaction reads anything, and named for a kind of work (paid
 * fulfilments, refunds' last steps) rather than for the issuer, which is only known from what
 * the transaction reads: one that waited for its turn while holding a read (the same order,
 * raced by its webhook and verifyPayment) would block the holder's commit until Firestore
 * gave up on one of them (30 s in a test under load, 2026-11-29).
 */
type Holder = {
  /** Waits for `issuer`'s turn, the first time it is called; a retried attempt holds it already. */
  take(issuer: string): Promise<void>;
  /** Passes the turn on (call it once the transaction settled, however it ended). */
  release(): void;
};

const queues = new Map<string, Promise<void>>();

/** How long one waits for its turn before it goes on anyway: several commits' worth. */
const turnPatienceMs = 2_000;

/** A holder for one use case's transaction: take the turn inside it, release it after it. */
export function issuerTurn(): Holder {
  let pass: (() => void) | undefined;
  let released = false;
  return {
    take: async (issuer) => {
      if (pass || released) return;
      const before = queues.get(issuer) ?? Promise.resolve();
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      const tail = before.then(() => mine);
      queues.set(issuer, tail);
      pass = () => {
        done();
        // The last in line leaves no queue behind.
        if (queues.get(issuer) === tail) queues.delete(issuer);
      };
      // A turn only spares Firestore's arbitration, never decides what is right: a holder slow
      // to settle (a store going away mid-transaction) makes the next go on after a while.
      let patience: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        before,
        new Promise<void>((resolve) => {
          patience = setTimeout(resolve, turnPatienceMs);
          patience.unref();
        }),
      ]);
      clearTimeout(patience);
    },
    release: () => {
      released = true;
      pass?.();
    },
  };
}
