import * as embeddedStack from './embedded-stack';

export type EmbeddedStack = typeof embeddedStack;

/**
 * The embedded backend's pieces. In the functions' bundle this module is replaced by one that
 * requires lib/embedded-stack.js on first call (functions/build.mjs), so production, which
 * never calls it, loads neither node:sqlite nor the file outbox; tests and tools import it as is.
 */
export function loadEmbeddedStack(): EmbeddedStack {
  return embeddedStack;
}
