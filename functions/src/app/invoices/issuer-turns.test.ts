import { describe, expect, it } from 'vitest';
import { issuerTurn } from './issuer-turns';

describe('issuer turns', () => {
  it('lets one holder of an issuer at a time through, in arrival order; others at once', async () => {
    const order: string[] = [];
    const first = issuerTurn();
    const second = issuerTurn();
    const other = issuerTurn();
    await first.take('org-a');
    const secondIn = second.take('org-a').then(() => order.push('second'));
    await other.take('org-b');
    order.push('other');
    // A retried attempt of the first holds its turn already.
    await first.take('org-a');
    order.push('first');
    first.release();
    await secondIn;
    second.release();
    other.release();
    expect(order).toEqual(['other', 'first', 'second']);
    // Free again: a new holder goes straight through.
    const third = issuerTurn();
    await third.take('org-a');
    third.release();
  });

  it('passes the turn on from a holder released before its turn came', async () => {
    const first = issuerTurn();
    const gaveUp = issuerTurn();
    const last = issuerTurn();
    await first.take('org-a');
    const waiting = gaveUp.take('org-a');
    const lastIn = last.take('org-a');
    gaveUp.release();
    first.release();
    await Promise.all([waiting, lastIn]);
    last.release();
  });
});
