/** The query that names one recipient of one mailing, with its proof (mailings/link-proof.ts). */
export function unsubscribeQuery(mailingId: string, recipientKey: string, proof: string): string {
  return new URLSearchParams({ m: mailingId, r: recipientKey, t: proof }).toString();
}
