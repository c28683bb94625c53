import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { renderPrintedDocument } from '../common/pdf-document';
import type { Services } from '../common/services';
import { feeDocumentDocument } from './fee-document-pdf';
import { formatFeeNumber, type FeeDocumentRecord } from './fee-document-records';
import { openFeeDocuments, type FeeDocumentsAsker } from './list-fee-documents';

/**
 * `GET /api/money/fee-documents/{documentId}.pdf`: one of the organisation's fee invoices or
 * credit notes, for those who may list them (issuing those due first, as the list does).
 */
export async function getFeeDocumentPdf({
  services,
  asker,
  documentId,
}: {
  services: Pick<Services, 'docs' | 'clock' | 'platformIssuer'>;
  asker: FeeDocumentsAsker;
  documentId: string;
}): Promise<{ filename: string; pdf: Uint8Array }> {
  const orgId = await openFeeDocuments(services, asker);
  if (!orgId) throw notFound('Fee document');
  const record = (await services.docs.get<FeeDocumentRecord>(paths.feeDocument(orgId, documentId)))
    .data;
  if (!record) throw notFound('Fee document');
  const pdf = await renderPrintedDocument(feeDocumentDocument(record));
  return { filename: `${formatFeeNumber(record.kind, record.number)}.pdf`, pdf };
}
