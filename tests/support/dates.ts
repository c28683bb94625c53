const day = 24 * 60 * 60 * 1000;

/** The time `days` days from now (before now when negative), as the API takes it. */
export const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

/** The time `minutes` minutes ago, as the API takes it. */
export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();
