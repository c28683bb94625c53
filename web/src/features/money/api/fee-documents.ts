import { useQuery } from '@tanstack/react-query';
import { feeDocumentsResponse } from '@contract/fee-documents';
import { useChosenOrganisationId } from '@/features/team/api/chosen-organisation';
import { apiClient } from '@/lib/api-client';

const organisationQuery = (orgId: string | undefined) =>
  orgId ? `?${new URLSearchParams({ orgId }).toString()}` : '';

/** A fee invoice's or credit note's PDF, downloaded with the ID token (a link cannot carry it). */
export const feeDocumentPdfPath = (documentId: string, orgId: string | undefined) =>
  `/api/money/fee-documents/${encodeURIComponent(documentId)}.pdf${organisationQuery(orgId)}`;

/**
 * The platform's fee invoices and credit notes to the organisation chosen in the shell, newest
 * month first. The server issues those of months closed since it last looked as it answers.
 */
export function useFeeDocuments() {
  const orgId = useChosenOrganisationId();
  return {
    orgId,
    query: useQuery({
      // Issued documents never change: nothing else refreshes them.
      queryKey: ['fee-documents', orgId ?? 'default'],
      queryFn: ({ signal }) =>
        apiClient.get(
          `/api/money/fee-documents${organisationQuery(orgId)}`,
          feeDocumentsResponse,
          signal,
        ),
    }),
  };
}
