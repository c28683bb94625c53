/**
 * What the buyers of a checkout rush were told (`results`: one answer per request, with its
 * status, code, when it was sent and how long it took): holds, sold-outs, queued, server
 * errors and anything else, the latencies in order, and when the last hold was answered.
 */
export function tallyCheckoutAnswers(results) {
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const count = (test) => results.filter(test).length;
  const isSoldOut = (r) => r.status === 409 && (r.code === 'sold_out' || r.code === 'not_enough');
  const answers = {
    held: count((r) => r.status === 200 && r.code === 'held'),
    soldOut: count(isSoldOut),
    queued: count((r) => r.status === 202),
    serverErrors: count((r) => r.status >= 500 || r.status === 0),
    other: count(
      (r) => !(r.status === 200 && r.code === 'held') && !isSoldOut(r) && r.status !== 202,
    ),
  };
  answers.other -= answers.serverErrors;
  // When the holds were answered, and how fast the rest went once the stock was gone.
  const answeredAt = (r) => r.sentAt + r.ms;
  const lastHoldAt = Math.max(
    0,
    ...results.filter((r) => r.status === 200 && r.code === 'held').map(answeredAt),
  );
  const phases = {
    lastHoldMs: lastHoldAt,
    answeredAfterLastHold: count((r) => answeredAt(r) > lastHoldAt),
  };
  const otherKinds = {};
  for (const r of results) {
    const expected = (r.status === 200 && r.code === 'held') || isSoldOut(r) || r.status === 202;
    if (!expected)
      otherKinds[`${r.status} ${r.code}`] = (otherKinds[`${r.status} ${r.code}`] ?? 0) + 1;
  }
  return { latencies, answers, phases, otherKinds };
}
