/** A payout's remittance statement, downloaded with the ID token (a link cannot carry it). */
export const payoutStatementPath = (
  payout: { eventId: string; id: string },
  format: 'csv' | 'pdf',
) =>
  `/api/events/${encodeURIComponent(payout.eventId)}/payouts/${encodeURIComponent(payout.id)}/statement.${format}`;
