import type { FeeDocumentKind } from '../../contract/fee-documents';
import {
  lastClosedMonth,
  monthOf,
  monthStart,
  nextMonth,
  type Month,
} from '../../domain/fee-months';
import { collections, paths } from '../../paths';
import { setTimeout } from 'node:timers/promises';
import { AlreadyExistsError, type DocStore, type Transaction } from '../../ports/doc-store';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import type { LedgerEntryRecord } from '../money/ledger-records';
import { ledgerEntryId } from '../money/post-to-ledger';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { organisationParty } from './document-parties';
import { platformIssuer, prepareNextNumbers } from './document-numbers';
import {
  feeDocumentIdOf,
  feeSeries,
  formatFeeNumber,
  type FeeDocumentCheckRecord,
  type FeeDocumentClaimRecord,
  type FeeDocumentRecord,
} from './fee-document-records';
import { readMonthFees, type MonthFees } from './fee-figures';
import { platformIssuerDetails } from './platform-issuer';

type IssueServices = Pick<Services, 'docs' | 'clock' | 'platformIssuer'>;

/**
 * Issues the platform's fee documents an organisation is due: for each month closed since it
 * was last checked (UTC, domain/fee-months.ts), per currency, a tax invoice for the fees its
 * events' sales paid and a credit note for the fees refunds gave back, numbered oldest month
 * first. Lazily, when the organisation's fee documents are first listed or downloaded after a
 * month closes: no schedule to deploy, and an organisation no one asks for costs nothing (its
 * documents are issued, all at once, when someone does). A month without fees gets no
 * document. One reader claims the work (the others wait for it) and reads the figures (a
 * closed month's entries no longer change); then one transaction writes every document due
 * with its number and the month now checked, unless another's did already: were two to get
 * that far at once (a claimer that seemed to have stopped), both read the check and the
 * counters, one commits, the other is retried and finds the month checked. Nothing issued
 * changes after.
 */
export async function issueDueFeeDocuments({
  services,
  orgId,
}: {
  services: IssueServices;
  orgId: string;
}): Promise<void> {
  const { docs, clock } = services;
  const last = lastClosedMonth(clock.now());
  const check = (await docs.get<FeeDocumentCheckRecord>(paths.feeDocumentCheck(orgId))).data;
  if (check && check.month >= last) return;
  if (!(await claimIssuing(docs, orgId, last, clock.now()))) {
    // Another reader is issuing them: its documents, once written, are this reader's too.
    if (await checkedBy(docs, orgId, last)) return;
  }
  const events = (
    await docs.query<EventRecord>({
      collection: collections.events,
      where: [{ field: 'orgId', op: '==', value: orgId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    })
  ).filter((event) => event.data.createdAt < monthStart(nextMonth(last)));
  const oldest = events.at(-1);
  const months = oldest
    ? await readMonthFees(
        docs,
        events.map((event) => ({ id: event.id, name: event.data.name })),
        check ? nextMonth(check.month) : monthOf(oldest.data.createdAt),
        last,
      )
    : [];
  const drafts: Draft[] = [];
  for (const month of months) {
    if (month.charged.length > 0) drafts.push({ kind: 'invoice', month, credits: [] });
    if (month.returned.length > 0) {
      const credits = await invoicesOfReturnedFees(docs, month);
      drafts.push({ kind: 'credit_note', month, credits });
    }
  }
  const organisation = drafts.length
    ? (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data
    : undefined;
  const parties = {
    issuer: platformIssuerDetails(services),
    recipient: organisationParty(organisation, orgId),
  };
  await docs.runTransaction(async (tx) => {
    const checked = (await tx.get<FeeDocumentCheckRecord>(paths.feeDocumentCheck(orgId))).data;
    if (checked && checked.month >= last) return;
    const issuedAt = clock.now().toISOString();
    const issue = await prepareIssue(tx, orgId, drafts, issuedAt);
    for (const [path, record] of issue.documents) tx.create(path, { ...record, ...parties });
    issue.takeNumbers();
    const record: FeeDocumentCheckRecord = { month: last, updatedAt: issuedAt };
    tx.set(paths.feeDocumentCheck(orgId), record);
  });
}

/**
 * One reader issues an organisation's documents due through a month, the others wait for it:
 * the first to create the claim reads the months' ledgers and writes them; a second reader at
 * the same moment neither reads them again nor contends with its transaction. False when
 * another reader claimed it first.
 */
async function claimIssuing(docs: DocStore, orgId: string, month: Month, now: Date) {
  try {
    const claim: FeeDocumentClaimRecord = { at: now.toISOString() };
    await docs.create(paths.feeDocumentClaim(orgId, month), claim);
    return true;
  } catch (error) {
    if (error instanceof AlreadyExistsError) return false;
    throw error;
  }
}

/** Readers wait this long for another's documents; one that stopped is then stood in for. */
const claimWaitMs = 5_000;
const claimPollMs = 100;

/**
 * Whether the documents through `month` are issued within a few seconds (the claimer's reads
 * and transaction). If not, the claimer stopped (a crash, a timeout), and the caller issues
 * them itself: the transaction still makes one set of them however many try.
 */
async function checkedBy(docs: DocStore, orgId: string, month: Month): Promise<boolean> {
  for (let waited = 0; waited < claimWaitMs; waited += claimPollMs) {
    await setTimeout(claimPollMs);
    const check = (await docs.get<FeeDocumentCheckRecord>(paths.feeDocumentCheck(orgId))).data;
    if (check && check.month >= month) return true;
  }
  return false;
}

/** A document to issue: its kind, its month's figures, and for a credit note, which invoices. */
type Draft = { kind: FeeDocumentKind; month: MonthFees; credits: string[] };

/**
 * Reads, in `tx`, what issuing `drafts` needs (documents there already, the invoices credit
 * notes point to, the series' counters), and returns the documents to create with their
 * numbers, and the counters' writes.
 */
async function prepareIssue(
  tx: Transaction,
  orgId: string,
  drafts: readonly Draft[],
  issuedAt: string,
): Promise<{
  documents: Array<[string, Omit<FeeDocumentRecord, 'issuer' | 'recipient'>]>;
  takeNumbers: () => void;
}> {
  const idOf = (draft: Draft) =>
    feeDocumentIdOf(draft.kind, draft.month.month, draft.month.currency);
  const credited = [...new Set(drafts.flatMap((draft) => draft.credits))];
  const [there, invoices] = await Promise.all([
    tx.getAll(drafts.map((draft) => paths.feeDocument(orgId, idOf(draft)))),
    tx.getAll<FeeDocumentRecord>(credited.map((id) => paths.feeDocument(orgId, id))),
  ]);
  // Issued already (never expected: the check is written with them): left as they are.
  const due = drafts.filter((_, index) => !there[index]!.data);
  const count = (kind: FeeDocumentKind) => due.filter((draft) => draft.kind === kind).length;
  const [invoiceNumbers, creditNumbers] = await Promise.all(
    (['invoice', 'credit_note'] as const).map((kind) =>
      count(kind) > 0
        ? prepareNextNumbers(tx, platformIssuer, feeSeries[kind], count(kind), issuedAt)
        : undefined,
    ),
  );
  const invoiceNumberOf = new Map<string, number>();
  invoices.forEach((invoice, index) => {
    if (invoice.data) invoiceNumberOf.set(credited[index]!, invoice.data.number);
  });
  const next = { invoice: invoiceNumbers?.number ?? 0, credit_note: creditNumbers?.number ?? 0 };
  const documents = due.map((draft): [string, Omit<FeeDocumentRecord, 'issuer' | 'recipient'>] => {
    const number = next[draft.kind]++;
    if (draft.kind === 'invoice') invoiceNumberOf.set(idOf(draft), number);
    const lines = draft.kind === 'invoice' ? draft.month.charged : draft.month.returned;
    const creditsInvoices = draft.credits.flatMap((id) => {
      const invoice = invoiceNumberOf.get(id);
      return invoice === undefined ? [] : [formatFeeNumber('invoice', invoice)];
    });
    return [
      paths.feeDocument(orgId, idOf(draft)),
      {
        orgId,
        kind: draft.kind,
        number,
        month: draft.month.month,
        currency: draft.month.currency,
        lines,
        fees: lines.reduce((sum, line) => sum + line.fees, 0),
        vat: lines.reduce((sum, line) => sum + line.vat, 0),
        ...(draft.kind === 'credit_note' ? { creditsInvoices } : {}),
        issuedAt,
      },
    ];
  });
  return {
    documents,
    takeNumbers: () => {
      invoiceNumbers?.take();
      creditNumbers?.take();
    },
  };
}

/**
 * The invoices a credit note gives fees back from: those of the months its orders' fees were
 * charged in (a refund may come months after the sale), by their documents' ids; the month's
 * own invoice where none is found.
 */
async function invoicesOfReturnedFees(docs: DocStore, month: MonthFees): Promise<string[]> {
  const chargedIn = new Set<Month>();
  const perRead = 100;
  for (let start = 0; start < month.returnedOrders.length; start += perRead) {
    const fees = await docs.getAll<LedgerEntryRecord>(
      month.returnedOrders
        .slice(start, start + perRead)
        .map(({ eventId, orderId }) =>
          paths.ledgerEntry(eventId, ledgerEntryId('platform_fee', orderId)),
        ),
    );
    for (const fee of fees) if (fee.data) chargedIn.add(monthOf(fee.data.at));
  }
  if (chargedIn.size === 0) chargedIn.add(month.month);
  return [...chargedIn]
    .sort()
    .map((charged) => feeDocumentIdOf('invoice', charged, month.currency));
}
