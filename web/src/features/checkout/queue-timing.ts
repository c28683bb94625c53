/**
 * The pause before asking about a queued purchase again: about a second and a half, spread
 * at random so that a crowd that pressed Buy together does not ask again together. Plain
 * code with no imports, so the drop benchmark's buyers (plain Node) wait exactly this too.
 */
export const nextQueueLookMs = (random: () => number = Math.random) => 1_200 + random() * 600;
