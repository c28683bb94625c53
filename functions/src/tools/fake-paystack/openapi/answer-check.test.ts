import { describe, expect, it } from 'vitest';
import { createAnswerCheck } from './answer-check';
import { knownDifferences } from './known-differences';
import { findOperation, paystackDescription } from './paystack-description';

const description = paystackDescription();
const check = createAnswerCheck(description);
/** The same check with no known differences: what the description alone allows. */
const strict = createAnswerCheck(description, []);

const resolved = (data: unknown) => ({ status: true, message: 'Account number resolved', data });

describe("answers checked against Paystack's OpenAPI description", () => {
  it('finds the operation by path template, the more fixed segments winning', () => {
    expect(findOperation(description, 'GET', '/transaction/verify/T123')?.name).toBe(
      'GET /transaction/verify/{reference}',
    );
    expect(findOperation(description, 'GET', '/transaction/42')?.name).toBe(
      'GET /transaction/{id}',
    );
    expect(findOperation(description, 'POST', '/transferrecipient')?.name).toBe(
      'POST /transferrecipient',
    );
    // The fake's own switches and its checkout page are not Paystack's API.
    expect(findOperation(description, 'GET', '/_fake/faults')).toBeUndefined();
    expect(findOperation(description, 'POST', '/checkout/abc/pay')).toBeUndefined();
  });

  it('fails a wrong answer, naming each problem where it is', () => {
    const mismatch = check.check(
      'GET',
      '/bank/resolve',
      200,
      resolved({ account_number: 1000000001, bank_id: 7 }),
    );
    expect(mismatch).toEqual({
      operation: 'GET /bank/resolve',
      status: 200,
      problems: [
        "/data must have required property 'account_name'",
        '/data/account_number must be string',
      ],
    });
    expect(check.check('GET', '/bank/resolve', 200, { status: true, message: 'ok' })).toEqual({
      operation: 'GET /bank/resolve',
      status: 200,
      problems: ["(the answer) must have required property 'data'"],
    });
  });

  it('passes a right answer, as the wire carries it (undefined fields dropped)', () => {
    const data = { account_number: '1000000001', account_name: 'THANDI MOKOENA', bank_id: 7 };
    expect(check.check('GET', '/bank/resolve', 200, resolved(data))).toBeUndefined();
    expect(
      check.check('GET', '/bank/resolve', 200, { ...resolved(data), meta: undefined }),
    ).toBeUndefined();
    expect(check.checked.has('GET /bank/resolve 200')).toBe(true);
  });

  it("checks an error answer by its status, else by the operation's default", () => {
    // 404 is described (NotFound): its body is checked.
    expect(
      check.check('GET', '/transaction/verify/T1', 404, { status: 'no', message: 'Not found' }),
    ).toEqual({
      operation: 'GET /transaction/verify/{reference}',
      status: 404,
      problems: ['/status must be boolean'],
    });
    // 422 is not: `default` describes no body, so there is nothing to check.
    expect(
      check.check('GET', '/bank/resolve', 422, { status: false, message: 'Could not resolve' }),
    ).toBeUndefined();
  });

  it('lets a known difference through as null only, and only where it is', () => {
    const verified = (ipAddress: unknown) => ({
      status: true,
      message: 'Verification successful',
      data: { ip_address: ipAddress },
    });
    const ipProblems = (answer: unknown, by = check) =>
      by
        .check('GET', '/transaction/verify/T1', 200, answer)
        ?.problems.filter((problem) => problem.startsWith('/data/ip_address'));
    expect(ipProblems(verified(null), strict)).toEqual(['/data/ip_address must be string']);
    expect(ipProblems(verified(null))).toEqual([]);
    expect(ipProblems(verified(17))).toEqual(['/data/ip_address must be string']);
    expect(check.excused.has(knownDifferences[0]!)).toBe(true);
  });

  it('says which known difference holds for what, and why', () => {
    for (const difference of knownDifferences) {
      expect(findOperation(description, ...splitOperation(difference.operation))?.name).toBe(
        difference.operation,
      );
      expect(difference.reason.length).toBeGreaterThan(40);
      expect(difference.source).not.toBe('');
    }
  });
});

function splitOperation(operation: string): [string, string] {
  const [method, template] = operation.split(' ');
  return [method!, template!.replace(/\{[^}]+\}/g, 'x')];
}
