import { describe, expect, it } from 'vitest';
import { answerText, doorTime } from './answer-text';

const evening = new Date('2026-11-22T19:00:00Z');

describe('what the door says', () => {
  it('says when and by whom a ticket was already checked in, in the event time zone', () => {
    const text = answerText(
      { result: 'already_checked_in', checkedInAt: '2026-11-22T18:14:00Z', checkedInBy: 'Door 2' },
      'Africa/Johannesburg',
      evening,
    );
    expect(text).toEqual({
      tone: 'stop',
      title: 'Ticket already used',
      reason: 'Already checked in at 20:14 by Door 2.',
    });
  });

  it('names the day of an earlier check-in and the organiser for their own scans', () => {
    expect(doorTime('2026-11-20T18:14:00Z', 'UTC', evening)).toBe('18:14 on Fri 20 Nov');
    expect(
      answerText(
        {
          result: 'already_checked_in',
          checkedInAt: '2026-11-22T18:00:00Z',
          checkedInBy: 'organiser:abc',
        },
        'UTC',
        evening,
      ).reason,
    ).toBe('Already checked in at 18:00 by the organiser.');
  });

  it('names the holder on the green screen where the event asked for names', () => {
    expect(answerText({ result: 'valid', typeName: 'Entry', holderName: 'Ada Lovelace' })).toEqual({
      tone: 'go',
      title: 'Valid',
      reason: 'Let them in: Entry. Holder: Ada Lovelace.',
    });
  });

  it('is green only for a valid ticket', () => {
    expect(answerText({ result: 'valid', typeName: 'Entry' })).toMatchObject({
      tone: 'go',
      reason: 'Let them in: Entry.',
    });
    for (const answer of [
      { result: 'other_event' as const },
      { result: 'void' as const, voidReason: 'refunded' as const },
      { result: 'void' as const, voidReason: 'cancelled' as const },
      { result: 'void' as const, voidReason: 'transferred' as const },
      { result: 'unknown' as const },
    ]) {
      expect(answerText(answer).tone).toBe('stop');
    }
    expect(answerText({ result: 'void', voidReason: 'cancelled' }).title).toBe('Event cancelled');
    expect(answerText({ result: 'void', voidReason: 'transferred' }).title).toBe('Transferred');
    expect(answerText({ result: 'other_event' }).reason).toBe(
      'This is a ticket for another event.',
    );
  });
});
