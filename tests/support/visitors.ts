import { randomInt } from 'node:crypto';

/**
 * This test file's own block of visitor addresses: the stack keeps its rate-limit counters
 * for the whole run, across test files, so each file takes a block of 10.0.0.0/8 at random.
 */
const block = `10.${randomInt(256)}.${randomInt(256)}`;
let lastOctet = 0;

/** A new visitor each call: the Hosting emulator passes X-Forwarded-For through. */
export const freshVisitor = () => {
  if (lastOctet === 254) throw new Error('This test file has used up its visitor addresses');
  return { 'x-forwarded-for': `${block}.${++lastOctet}` };
};
