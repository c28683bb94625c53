import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { ReconciliationQuery, ReconciliationReport } from '@contract/reconciliation';
import { QueryErrorAlert } from '@/components/error-alert';
import { HeadedSection } from '@/components/headed-section';
import { SkeletonRows } from '@/components/skeleton-rows';
import { isApiError } from '@/lib/api-error';
import { useReconciliation } from '../api/reconciliation';
import {
  DifferencesList,
  ExplainedList,
  ReconciliationTable,
  periodName,
} from './reconciliation-parts';

const defaultDays = 7;
const periodEnds = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
] as const;
const dayMs = 24 * 60 * 60 * 1000;

// The server counts UTC days, so the default period is read off the UTC calendar too.
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function lastDays(count: number): ReconciliationQuery {
  const now = Date.now();
  return { from: utcDay(now - (count - 1) * dayMs), to: utcDay(now) };
}

/** The ledger checked against Paystack, day by day, over a period the administrator picks. */
export function ReconciliationSection() {
  const headingId = useId();
  const [inputs, setInputs] = useState<ReconciliationQuery>(() => lastDays(defaultDays));
  const [period, setPeriod] = useState<ReconciliationQuery | null>(null);
  const report = useReconciliation(period);

  const fields = isApiError(report.error) && report.error.status === 400 ? report.error.fields : {};
  const hasFieldError = fields.from !== undefined || fields.to !== undefined;

  const check = (event: FormEvent) => {
    event.preventDefault();
    // The same period asked again is read again: the gateway may have moved since.
    if (period && period.from === inputs.from && period.to === inputs.to) {
      void report.refetch();
    } else {
      setPeriod({ ...inputs });
    }
  };

  let body;
  if (period === null) {
    body = null;
  } else if (report.isPending) {
    body = <SkeletonRows label="Checking the ledger against Paystack" rows={3} height={40} />;
  } else if (report.isError) {
    body = hasFieldError ? null : (
      <QueryErrorAlert title="Could not check the ledger" query={report} />
    );
  } else {
    body = <ReportView report={report.data} labelledBy={headingId} />;
  }

  return (
    <HeadedSection
      headingId={headingId}
      title="Reconciliation"
      description="The ledger against Paystack, per UTC day, over at most 31 days."
    >
      <form onSubmit={check} noValidate>
        <Group align="flex-start" gap="sm">
          {periodEnds.map(({ end, label }) => (
            <TextInput
              key={end}
              type="date"
              label={label}
              value={inputs[end]}
              onChange={(event) => setInputs({ ...inputs, [end]: event.currentTarget.value })}
              error={fields[end]}
            />
          ))}
          {/* Aligned with the inputs rather than their labels, whatever the label's height. */}
          <Button type="submit" mt={25} loading={report.isFetching}>
            Check
          </Button>
        </Group>
      </form>
      {body}
    </HeadedSection>
  );
}

function ReportView({ report, labelledBy }: { report: ReconciliationReport; labelledBy: string }) {
  const count = report.differences.length;
  const period = periodName(report.period.from, report.period.to);
  return (
    <Stack gap="md">
      {count === 0 ? (
        <Text fw={600} c="green" role="status">
          No differences: the ledger matches Paystack for {period}
        </Text>
      ) : (
        <Text fw={600} c="red" role="status">
          {count === 1 ? '1 difference' : `${count} differences`} for {period}
        </Text>
      )}
      <ReconciliationTable report={report} labelledBy={labelledBy} />
      {count > 0 && <DifferencesList differences={report.differences} />}
      <ExplainedList explained={report.explained} />
    </Stack>
  );
}
