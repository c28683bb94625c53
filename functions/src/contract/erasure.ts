import { z } from 'zod';

/*
 * Erasure (issue 43): a person's names, addresses and answers removed from orders, tickets,
 * waiting lists and messages once each event is over and paid out; amounts, references and
 * dates kept. Asked by deleting one's account, or by "Erase my data" on the page an emailed
 * data link opens (`POST /api/my-data/{linkId}/erasure`, the link's secret in its header).
 */

const erasedEvent = z.object({ eventId: z.string(), name: z.string() });

/** What an erasure did and what waits: `message` says it in a sentence. */
export const erasureAnswer = z.object({
  /** `done`: nothing waits; `pending`: some events are still to come or to be paid out. */
  state: z.enum(['done', 'pending']),
  message: z.string(),
  erased: z.array(erasedEvent),
  /** Events whose tickets stay valid until they end: erased after that, once paid out. */
  waiting: z.array(erasedEvent.extend({ overAt: z.string().optional() })),
});
export type ErasureAnswer = z.infer<typeof erasureAnswer>;
