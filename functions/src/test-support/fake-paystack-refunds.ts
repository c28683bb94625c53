/** What the fake Paystack at `paystackUrl` says it refunded for a payment reference. */
export async function refundsAtFakePaystack(
  { paystackUrl, secretKey }: { paystackUrl: string; secretKey: string },
  reference: string,
): Promise<unknown[]> {
  const answer = await fetch(`${paystackUrl}/refund?transaction=${reference}`, {
    headers: { authorization: `Bearer ${secretKey}` },
  });
  return ((await answer.json()) as { data: unknown[] }).data;
}
