import type { DocData } from '../../ports/doc-store';

/**
 * `waitingLists/{eventId}~{typeId}`: one ticket type's waiting list, what the allocator and
 * the public availability read of it. The list's tickets are counted in the type's stock
 * (`taken`), so nothing sells them to the public: `pool` tickets came back and wait for an
 * offer, `offered` tickets are reserved by offers not yet claimed or lapsed. While anybody
 * is `waiting`, the allocator refuses the type to the public (sold out) and the list's
 * serving step (serve-waiting-list.ts) takes whatever comes free into the pool.
 */
export type WaitingListRecord = DocData & {
  eventId: string;
  typeId: string;
  /** People in line (entries `waiting`). */
  waiting: number;
  /** Tickets taken from stock for the list and not offered yet. */
  pool: number;
  /** Tickets held by open offers. */
  offered: number;
  /** Closed by the organiser: nobody may join, nothing is offered. */
  closed: boolean;
  /** Anything for the sweep to look at: people waiting, tickets pooled or offered. */
  active: boolean;
  updatedAt: string;
};

export type WaitingEntryState = 'waiting' | 'offered' | 'claimed' | 'lapsed' | 'left' | 'closed';

/**
 * `waitingLists/{eventId}~{typeId}/entries/{id}`: one person in line. The id is a hash of
 * the email, so joining again updates the entry. `token` is the secret of the emailed links
 * (leave, claim), 128 random bits, as a ticket's code is.
 */
export type WaitingEntryRecord = DocData & {
  email: string;
  quantity: number;
  /** The place in line (with the id): a new join, or a join again after leaving or lapsing. */
  createdAt: string;
  state: WaitingEntryState;
  token: string;
  /** The session that joined: only it is told the token (the link's email tells the rest). */
  uid: string;
  /** The last offer: `quantity` can be less than asked (what came back). */
  offer?: { quantity: number; offeredAt: string; expiresAt: string };
  /** The `offeredAt` of the last offer whose email went out (one lost is sent again). */
  offerEmailed?: string;
  /** The order a claimed offer became. */
  orderId?: string;
  updatedAt: string;
};

/** `events/{eventId}/settings/waitingList`: how long an offer holds its tickets. */
export type WaitingListSettingsRecord = DocData & { offerHours: number };

/** How long an offer holds its tickets when the organiser has not said. */
export const defaultOfferHours = 24;
