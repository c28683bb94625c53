import {
  admissionRefusal,
  isRoomOn,
  type AdmissionRefusal,
  type WaitingRoomSettings,
} from '../../domain/waiting-room';
import { paths } from '../../paths';
import { AlreadyExistsError } from '../../ports/doc-store';
import { AppError } from '../common/app-error';
import type { Services } from '../common/services';
import type { PurchaseRequestRecord } from '../checkout/checkout-records';
import { readAdmission } from './admission-token';
import type { AdmissionUseRecord } from './waiting-room-records';

const explanations: Record<AdmissionRefusal, string> = {
  malformed: 'This admission token cannot be read',
  forged: 'This admission token was not issued for this event',
  expired: 'Your turn to buy has run out and passed to the next in line',
  other_event: 'This admission token is for another event',
  other_buyer: 'This admission token was issued to someone else',
  reused: 'This admission token was already used for a purchase',
};

const refused = (reason: AdmissionRefusal) =>
  new AppError('admission_invalid', explanations[reason], undefined, { reason });

/**
 * beginTransaction's door for events whose waiting room is on (`waitingRoom`, the event's
 * settings as the precheck read them: no read of its own): the buyer `uid` must bring a
 * token the room signed for them and this event, not expired, and not used for any other
 * purchase (`requestId`). Its use is recorded before the purchase request is written; the
 * same request pressed again is the same purchase and passes, even once the token expired.
 * A purchase that came to nothing (refused by the allocator, or never written: a 429) frees
 * the token for another attempt within its time: one purchase per token, not one try.
 * A refused token changes nothing stored: nobody loses their place to a bad token.
 */
export async function checkAdmission(
  { docs, clock }: Pick<Services, 'docs' | 'clock'>,
  {
    eventId,
    waitingRoom,
    uid,
    requestId,
    token,
  }: {
    eventId: string;
    waitingRoom: WaitingRoomSettings | undefined;
    uid: string;
    requestId: string;
    token: string | undefined;
  },
): Promise<void> {
  const now = clock.now();
  if (!isRoomOn(waitingRoom, now.getTime())) return;
  if (token === undefined) {
    throw new AppError(
      'admission_required',
      'This sale has a waiting room: join the line to get your turn to buy',
    );
  }
  const claims = await readAdmission(docs, token, eventId);
  if (typeof claims === 'string') throw refused(claims);
  const refusal = admissionRefusal(claims, { eventId, uid, nowMs: now.getTime() });
  if (refusal && refusal !== 'expired') throw refused(refusal);
  const usePath = paths.admissionUse(eventId, claims.tokenId);
  const use = (await docs.get<AdmissionUseRecord>(usePath)).data;
  if (use?.requestId === requestId) return;
  if (use && (await cameToSomething(docs, use.requestId))) throw refused('reused');
  if (refusal) throw refused(refusal);
  const record: AdmissionUseRecord = { uid, requestId, usedAt: now.toISOString() };
  if (use) {
    // Only if nobody rebound it meanwhile: two new attempts at once, one wins.
    await docs.runTransaction(async (tx) => {
      const current = (await tx.get<AdmissionUseRecord>(usePath)).data;
      if (current?.requestId !== use.requestId) throw refused('reused');
      tx.set(usePath, record);
    });
    return;
  }
  try {
    await docs.create(usePath, record);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    // Two presses at once: the one that wrote first decides whose purchase this token is.
    const winner = (await docs.get<AdmissionUseRecord>(usePath)).data;
    if (winner?.requestId !== requestId) throw refused('reused');
  }
}

/** The purchase a token was used for is pending, granted or paid (not refused, not missing). */
async function cameToSomething(docs: Services['docs'], requestId: string): Promise<boolean> {
  const request = (await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(requestId))).data;
  return request !== undefined && request.status !== 'refused';
}
