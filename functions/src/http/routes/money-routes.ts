import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { getAllMoney } from '../../app/money/get-all-money';
import { ensureEventOrganisations } from '../../app/organisations/move-events-into-organisations';
import { allMoneyQuery } from '../../contract/all-money';
import { getEventMoney } from '../../app/money/get-event-money';
import { getFeeDocumentPdf } from '../../app/invoices/get-fee-document-pdf';
import { listFeeDocuments } from '../../app/invoices/list-fee-documents';
import { platformRevenue } from '../../app/money/platform-revenue';
import type { LedgerEntryRecord } from '../../app/money/ledger-records';
import { openStatementExport } from '../../app/money/statement-export';
import { ledgerEntryLabels } from '../../contract/event-money';
import { feeDocumentPathParams } from '../../contract/fee-documents';
import { eventPathParams } from '../../contract/ids';
import { formatMinorUnits } from '../../contract/money';
import { revenueQuery } from '../../contract/revenue';
import { requireAccount, requireAdmin } from '../auth';
import { fileNamePart, sendCsv, type CsvColumn } from '../csv-download';
import { organiserAction } from '../organiser-action';
import { parseOrThrow } from '../validate';

const statementColumns: ReadonlyArray<CsvColumn<LedgerEntryRecord>> = [
  { header: 'Date (UTC)', value: (entry) => entry.at },
  { header: 'Entry', value: (entry) => ledgerEntryLabels[entry.kind] },
  { header: 'Reference', value: (entry) => entry.reference },
  { header: 'Amount', value: (entry) => formatMinorUnits(entry.amount) },
  { header: 'Currency', value: (entry) => entry.currency },
  { header: 'Reason', value: (entry) => entry.reason },
];

/**
 * An organiser's money across their events; an event's money for its organiser (and
 * administrators): figures, and the statement; and the platform's revenue per month, for
 * administrators.
 */
export function moneyRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/money', async (req, res) => {
    const { uid, signedInAt, apiKey } = requireAccount(res);
    const { orgId } = parseOrThrow(allMoneyQuery, req.query);
    // Events made before organisations are moved into them before the first read.
    await ensureEventOrganisations(services.docs, services.clock);
    res.set('Cache-Control', 'no-store');
    res.json(await getAllMoney({ services, uid, signedInAt, apiKey, ...(orgId ? { orgId } : {}) }));
  });

  // The platform's fee invoices and credit notes to the organisation, issued lazily: those of
  // months closed since the last look are issued on this read (app/invoices).
  router.get('/api/money/fee-documents', async (req, res) => {
    const { uid, signedInAt, apiKey } = requireAccount(res);
    const { orgId } = parseOrThrow(allMoneyQuery, req.query);
    await ensureEventOrganisations(services.docs, services.clock);
    res.set('Cache-Control', 'no-store');
    res.json(await listFeeDocuments({ services, asker: { uid, signedInAt, apiKey, orgId } }));
  });

  router.get('/api/money/fee-documents/:documentId.pdf', async (req, res) => {
    const { uid, signedInAt, apiKey } = requireAccount(res);
    const { documentId } = parseOrThrow(feeDocumentPathParams, req.params);
    const { orgId } = parseOrThrow(allMoneyQuery, req.query);
    await ensureEventOrganisations(services.docs, services.clock);
    const asker = { uid, signedInAt, apiKey, orgId };
    const { filename, pdf } = await getFeeDocumentPdf({ services, asker, documentId });
    res.set('Cache-Control', 'private, no-store');
    res.attachment(filename).type('application/pdf').send(Buffer.from(pdf));
  });

  router.get('/api/events/:eventId/money', async (req, res) => {
    const event = organiserAction(req, res, eventPathParams);
    res.set('Cache-Control', 'no-store');
    res.json(await getEventMoney({ services, ...event }));
  });

  router.get('/api/events/:eventId/money/statement.csv', async (req, res) => {
    const event = organiserAction(req, res, eventPathParams);
    const { eventName, pages } = await openStatementExport({ services, ...event });
    await sendCsv(res, `statement-${fileNamePart(eventName)}.csv`, statementColumns, pages);
  });

  router.get('/api/admin/revenue', async (req, res) => {
    requireAdmin(res);
    const { months } = parseOrThrow(revenueQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await platformRevenue({ services, months }));
  });

  return router;
}
