// The benchmarks' command-line checks (bench:checkout, bench:rush, bench:drop): the same
// words for the same mistakes, and exit status 2 for a usage error (1 is kept for a
// correctness failure). The checks throw UsageError, so they are testable; `usage` turns
// one into the message and the exit.

export class UsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * `--name` of `values` (parseArgs' strings) as a whole number in [min, max]; `fallback` when
 * it was not given.
 */
export function wholeNumber(values, name, { fallback, min = 1, max = Infinity } = {}) {
  const value = values[name] === undefined ? fallback : Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    if (max !== Infinity)
      throw new UsageError(`--${name} takes a whole number from ${min} to ${max}`);
    throw new UsageError(
      min === 1
        ? `--${name} takes a whole number above 0`
        : `--${name} takes a whole number of at least ${min}`,
    );
  }
  return value;
}

/** `--name` of `values`, one of `choices`; `use` says them in words for the message. */
export function oneOf(values, name, choices, use = choices.join(' or ')) {
  const value = values[name];
  if (!choices.includes(value)) throw new UsageError(`Unknown ${name} "${value}": use ${use}.`);
  return value;
}

/** The capacity must not exceed the buyers (a run where everyone gets a ticket is no rush). */
export function capacityWithinBuyers(capacity, buyers) {
  if (capacity > buyers) throw new UsageError('--capacity must not exceed --buyers');
}

/**
 * Runs `check` (the script's parseArgs and argument checks) and returns what it returns; a
 * UsageError or parseArgs refusal is printed and ends the process with status 2, anything
 * else is thrown on.
 */
export function usage(check) {
  try {
    return check();
  } catch (error) {
    // parseArgs' own refusals (an unknown option, a missing value) are usage errors too.
    const parseRefusal = String(error?.code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UsageError) && !parseRefusal) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
