/** Numbers taken by concurrent transactions on both DocStores: 1..n, each once, per series. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { prepareNextNumber } from './document-numbers';

describe.each(docStoreHarnesses('demo-document-numbers'))(
  'document numbers on $name',
  ({ open }) => {
    let docs: DocStore;
    const at = '2026-12-01T10:00:00.000Z';
    beforeEach(async () => {
      docs = await open();
    });

    const numberOne = (issuer: string, series: 'invoice' | 'credit_note', id: string) =>
      docs.runTransaction(async (tx) => {
        const next = await prepareNextNumber(tx, issuer, series, at);
        next.take();
        tx.set(`numbered/${id}`, { issuer, series, number: next.number });
        return next.number;
      });

    it('gives 8 concurrent documents the numbers 1..8 once each, per issuer and series', async () => {
      const taken = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) => numberOne('org-a', 'invoice', `a${i}`)),
        ...Array.from({ length: 3 }, (_, i) => numberOne('org-a', 'credit_note', `c${i}`)),
        ...Array.from({ length: 3 }, (_, i) => numberOne('org-b', 'invoice', `b${i}`)),
      ]);
      const sorted = (numbers: number[]) => [...numbers].sort((x, y) => x - y);
      const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
      expect(sorted(taken.slice(0, 8))).toEqual(range(8));
      expect(sorted(taken.slice(8, 11))).toEqual(range(3));
      expect(sorted(taken.slice(11))).toEqual(range(3));
    });

    it('gives nothing away when the transaction that took a number fails', async () => {
      await numberOne('org-a', 'invoice', 'first');
      await expect(
        docs.runTransaction(async (tx) => {
          const next = await prepareNextNumber(tx, 'org-a', 'invoice', at);
          next.take();
          throw new Error('the fulfilment failed');
        }),
      ).rejects.toThrow('the fulfilment failed');
      expect(await numberOne('org-a', 'invoice', 'second')).toBe(2);
    });
  },
);
