import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { renderPrintedDocument } from '../common/pdf-document';
import type { Services } from '../common/services';
import { organisationParty } from '../invoices/document-parties';
import { platformIssuerDetails } from '../invoices/platform-issuer';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { openPayoutStatement, type StatementLine } from './payout-statement';
import { payoutStatementDocument } from './payout-statement-pdf';

/**
 * `GET /api/events/{eventId}/payouts/{payoutId}/statement.pdf`: the payout's remittance
 * statement, from the platform to the organisation, for whoever may see the event's money.
 */
export async function getPayoutStatementPdf({
  services,
  eventId,
  payoutId,
  viewer,
}: {
  services: Pick<Services, 'docs' | 'clock' | 'platformIssuer'>;
  eventId: string;
  payoutId: string;
  viewer: Viewer;
}): Promise<{ filename: string; pdf: Uint8Array }> {
  const statement = await openPayoutStatement({ services, eventId, payoutId, viewer });
  const lines: StatementLine[] = [];
  for await (const page of statement.lines) lines.push(...page);
  const { orgId } = statement.event;
  const organisation = orgId
    ? (await services.docs.get<OrganisationRecord>(paths.organisation(orgId))).data
    : undefined;
  const pdf = await renderPrintedDocument(
    payoutStatementDocument({
      payoutId,
      payout: statement.payout,
      eventName: statement.event.name,
      ...(statement.previous ? { previous: statement.previous } : {}),
      from: platformIssuerDetails(services),
      to: organisationParty(organisation, 'The organiser'),
      lines,
    }),
  );
  return { filename: `payout-statement-${payoutId}.pdf`, pdf };
}
