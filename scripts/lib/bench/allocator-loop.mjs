// The allocator on Firestore during the checkout bench: what the allocator trigger does, one
// run at a time (maxInstances 1), kicked after each purchase request is created.

export function allocatorLoop(allocate) {
  const state = { runs: 0, failures: 0, running: undefined, again: false };
  function kick() {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = (async () => {
      do {
        state.again = false;
        state.runs += 1;
        await allocate();
      } while (state.again);
    })()
      .catch((error) => {
        // The trigger has retry: true; so does this loop.
        state.failures += 1;
        console.error('[bench] allocator run failed; retrying', error);
        state.again = true;
      })
      .finally(() => {
        state.running = undefined;
        if (state.again) setTimeout(kick, 50);
      });
  }
  /** Runs the allocator until nothing is left to do. */
  async function settle() {
    kick();
    while (state.running) await state.running;
  }
  return { state, kick, settle };
}
