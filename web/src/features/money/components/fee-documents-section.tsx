import { Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useId } from 'react';
import type { FeeDocumentView } from '@contract/fee-documents';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { HeadedSection } from '@/components/headed-section';
import { ItemsTableOrCards } from '@/components/items-table-or-cards';
import type { ItemColumn } from '@/components/table-card';
import { formatMoney } from '@/lib/format-money';
import { feeDocumentPdfPath, useFeeDocuments } from '../api/fee-documents';

// Months are the platform's, in UTC, as the documents say.
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** "November 2026" from "2026-11". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const kindNames = { invoice: 'Tax invoice', credit_note: 'Credit note' } as const;

function DocumentName({ document }: { document: FeeDocumentView }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {kindNames[document.kind]} {document.number}
      </Text>
      {document.creditsInvoices && document.creditsInvoices.length > 0 && (
        <Text size="xs" c="dimmed">
          Credits {document.creditsInvoices.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function Amount({ document }: { document: FeeDocumentView }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatMoney(document.total, document.currency)}</Text>
      <Text size="xs" c="dimmed">
        incl. VAT {formatMoney(document.vat, document.currency)}
      </Text>
    </Stack>
  );
}

function Download({ document, orgId }: { document: FeeDocumentView; orgId: string | undefined }) {
  return (
    <CsvDownloadButton
      size="xs"
      path={feeDocumentPdfPath(document.id, orgId)}
      fileName={`${document.number}.pdf`}
      label="PDF"
      accessibleName={`Download ${kindNames[document.kind].toLowerCase()} ${document.number} as PDF`}
    />
  );
}

/**
 * The platform's fee invoices and credit notes to the organisation: per month, its tax invoice
 * for the fees its sales paid, and a credit note for those refunds gave back; each as a PDF.
 */
export function FeeDocumentsSection() {
  const headingId = useId();
  const { orgId, query } = useFeeDocuments();
  const columns: ItemColumn<FeeDocumentView>[] = [
    { label: 'Document', cell: (document) => <DocumentName document={document} /> },
    { label: 'Month', cell: (document) => monthLabel(document.month) },
    { label: 'Amount', cell: (document) => <Amount document={document} /> },
    { label: 'Issued', cell: (document) => dayFormat.format(new Date(document.issuedAt)) },
    { label: 'Download', cell: (document) => <Download document={document} orgId={orgId} /> },
  ];

  let body;
  if (query.isPending) {
    body = <Skeleton h={120} radius="lg" role="status" aria-label="Loading the fee invoices" />;
  } else if (query.isError) {
    body = <QueryErrorAlert title="Could not load the fee invoices" query={query} />;
  } else if (query.data.documents.length === 0) {
    body = (
      <EmptyCard
        icon={<IconReceipt size={32} />}
        title="No fee invoices yet"
        titleOrder={3}
        description="The invoice for each month’s platform fees comes once the month has ended."
      />
    );
  } else {
    body = (
      <ItemsTableOrCards
        columns={columns}
        items={query.data.documents}
        rowKey={(document) => document.id}
        verticalSpacing="sm"
        aria-labelledby={headingId}
        card={(document) => (
          <>
            <DocumentName document={document} />
            <Text size="sm">{monthLabel(document.month)}</Text>
            <Amount document={document} />
            <Download document={document} orgId={orgId} />
          </>
        )}
      />
    );
  }
  return (
    <HeadedSection
      headingId={headingId}
      title="Fee invoices"
      description="The platform’s tax invoice for its fees on each month’s sales (months in UTC), and a credit note for fees given back on refunds."
    >
      {body}
    </HeadedSection>
  );
}
