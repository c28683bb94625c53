import { Group } from '@mantine/core';
import type { PayoutView } from '@contract/payouts';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { payoutStatementPath } from '../api/payout-statement';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * A payout's remittance statement, as CSV and as PDF: what its amount is made of. For the
 * event's Money section and the administrators' transfers alike.
 */
export function PayoutStatementDownloads({
  payout,
}: {
  payout: Pick<PayoutView, 'id' | 'eventId' | 'createdAt'>;
}) {
  const which = `the statement of the payout of ${dayFormat.format(new Date(payout.createdAt))}`;
  return (
    <Group gap="xs">
      {(['csv', 'pdf'] as const).map((format) => (
        <CsvDownloadButton
          key={format}
          size="xs"
          path={payoutStatementPath(payout, format)}
          fileName={`payout-statement-${payout.id}.${format}`}
          label={format.toUpperCase()}
          accessibleName={`Download ${which} as ${format.toUpperCase()}`}
        />
      ))}
    </Group>
  );
}
