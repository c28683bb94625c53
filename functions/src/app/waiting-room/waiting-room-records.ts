import type { DocData } from '../../ports/doc-store';

/**
 * `events/{id}/waitingRoom/{uid}`: a buyer session's place in line, written once when it
 * joins (so a reload or a dropped connection keeps it), once its place is settled and once
 * more when it is admitted.
 */
export type WaitingEntryRecord = DocData & {
  uid: string;
  joinedAt: string;
  /** Secret until the opening: the draw (see domain/waiting-room.ts). */
  rank: number;
  /** How many are ahead in line, kept once nobody can come in ahead any more. */
  ahead?: number;
  /** When this buyer was first told they are in; their token runs out `admissionTtlMs` later. */
  admittedAt?: string;
  tokenId?: string;
};

/**
 * `events/{id}/admissionUses/{tokenId}`: the purchase an admission token started. Created by
 * beginTransaction before the purchase request, so a token buys once; the same request (a
 * second press) finds its own record and goes on.
 */
export type AdmissionUseRecord = DocData & { uid: string; requestId: string; usedAt: string };
