/**
 * How many requests ahead of a buyer the queue position counts at most. A module of its own,
 * with no schema: the public event page reads it, and its first download has no zod.
 */
export const queueCountLimit = 1000;
