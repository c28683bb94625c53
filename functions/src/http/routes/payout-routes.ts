import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { ensureDerivedFields } from '../../app/accounts/derived-fields';
import { approvePayout } from '../../app/payouts/approve-payout';
import { setPayoutHold } from '../../app/payouts/hold-payouts';
import { listPayables } from '../../app/payouts/list-payables';
import { listAllPayouts, listEventPayouts, toPayoutView } from '../../app/payouts/list-payouts';
import { ensureOverAt } from '../../app/payouts/over-at-backfill';
import { getPayoutStatementPdf } from '../../app/payouts/get-payout-statement-pdf';
import { openPayoutStatement, type PayoutStatement } from '../../app/payouts/payout-statement';
import { statementLineLabel } from '../../app/payouts/payout-statement-pdf';
import { eventPathParams } from '../../contract/ids';
import { formatMinorUnits } from '../../contract/money';
import {
  adminPayablesQuery,
  adminPayoutsQuery,
  approvePayoutRequest,
  payoutHoldRequest,
  payoutPathParams,
} from '../../contract/payouts';
import { requireSecondStep } from '../../app/two-step/require-second-step';
import { requireAdmin } from '../auth';
import { parseJsonBody } from '../json-body';
import { adminChange } from '../admin-change';
import { fileNamePart, sendCsv, type CsvColumn } from '../csv-download';
import { organiserAction } from '../organiser-action';
import { parseOrThrow } from '../validate';

/** A row of a payout's statement: a line of it, or the total that closes it. */
type StatementRow = {
  at: string;
  label: string;
  reference: string;
  amount: number;
  reason?: string;
};

const statementColumns = (currency: string): ReadonlyArray<CsvColumn<StatementRow>> => [
  { header: 'Date (UTC)', value: (row) => row.at },
  { header: 'Entry', value: (row) => row.label },
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Amount', value: (row) => formatMinorUnits(row.amount) },
  { header: 'Currency', value: () => currency },
  { header: 'Reason', value: (row) => row.reason },
];

/** The statement's lines as rows, a page at a time, then its total: the payout's amount. */
async function* statementRows({
  payoutId,
  payout,
  lines,
}: PayoutStatement): AsyncGenerator<StatementRow[]> {
  for await (const page of lines) {
    yield page.map((line) => ({ ...line, label: statementLineLabel(line.kind) }));
  }
  yield [
    { at: payout.createdAt, label: 'Total paid out', reference: payoutId, amount: payout.amount },
  ];
}

/** Payouts: administrators approve, hold and follow them; organisers see their event's. */
export function payoutRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/admin/events/:eventId/payouts', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, eventPathParams, approvePayoutRequest);
    // Sending money to a bank account: always with the second sign-in step (app/two-step).
    await requireSecondStep(services, requireAdmin(res));
    const { id, ...payout } = await approvePayout({
      services,
      eventId: params.eventId,
      currency: body.currency,
      adminUid,
    });
    res.status(201).json(toPayoutView(id, payout));
  });

  router.post('/api/admin/events/:eventId/payout-hold', parseJsonBody, async (req, res) => {
    const { adminUid, params, body } = adminChange(req, res, eventPathParams, payoutHoldRequest);
    const { hold, reason } = body;
    res.json(
      await setPayoutHold({
        services,
        eventId: params.eventId,
        hold,
        ...(reason ? { reason } : {}),
        adminUid,
      }),
    );
  });

  router.get('/api/admin/payouts', async (req, res) => {
    requireAdmin(res);
    const { status, ...page } = parseOrThrow(adminPayoutsQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await listAllPayouts({ services, ...(status ? { status } : {}), page }));
  });

  router.get('/api/admin/payables', async (req, res) => {
    requireAdmin(res);
    const page = parseOrThrow(adminPayablesQuery, req.query);
    // The list queries `status` and `overAt`: events saved before either was kept get them.
    await ensureDerivedFields(services.docs);
    await ensureOverAt(services.docs);
    res.set('Cache-Control', 'no-store');
    res.json(await listPayables({ services, page }));
  });

  router.get('/api/events/:eventId/payouts', async (req, res) => {
    const event = organiserAction(req, res, eventPathParams);
    res.set('Cache-Control', 'no-store');
    res.json({ payouts: await listEventPayouts({ services, ...event }) });
  });

  // A payout's remittance statement, for its organiser and administrators: the ledger's
  // entries its amount is made of, and their total (app/payouts/payout-statement.ts).
  router.get('/api/events/:eventId/payouts/:payoutId/statement.csv', async (req, res) => {
    const asked = organiserAction(req, res, payoutPathParams);
    const statement = await openPayoutStatement({ services, ...asked });
    const fileName = `payout-${fileNamePart(statement.event.name)}-${asked.payoutId}.csv`;
    const columns = statementColumns(statement.payout.currency);
    await sendCsv(res, fileName, columns, statementRows(statement));
  });

  router.get('/api/events/:eventId/payouts/:payoutId/statement.pdf', async (req, res) => {
    const asked = organiserAction(req, res, payoutPathParams);
    const { filename, pdf } = await getPayoutStatementPdf({ services, ...asked });
    res.set('Cache-Control', 'private, no-store');
    res.attachment(filename).type('application/pdf').send(Buffer.from(pdf));
  });

  return router;
}
