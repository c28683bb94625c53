import { feeDocumentKinds, type FeeDocumentsResponse } from '../../contract/fee-documents';
import type { ApiKeyPrincipal } from '../../domain/api-key-principal';
import { decide } from '../../domain/team-policy';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { Services } from '../common/services';
import { chooseMembership } from '../organisations/choose-membership';
import { refusal } from '../organisations/event-access';
import { requireSecondStepFor } from '../two-step/require-second-step';
import { toFeeDocumentView, type FeeDocumentRecord } from './fee-document-records';
import { issueDueFeeDocuments } from './issue-fee-documents';

/** Who asks for an organisation's fee documents, and which organisation (unset: their own). */
export type FeeDocumentsAsker = {
  uid: string;
  signedInAt?: Date | undefined;
  apiKey?: ApiKeyPrincipal | undefined;
  orgId?: string | undefined;
};

type FeeServices = Pick<Services, 'docs' | 'clock' | 'platformIssuer'>;

/** More than any organisation has: twelve months a year, two kinds, a few currencies. */
const listLimit = 240;

/**
 * The organisation whose fee documents `asker` may read, once those due are issued: its
 * members whose role sees money (`money.view`), not limited to some of its events (a document
 * covers all of them), with the second sign-in step where the organisation requires it. A
 * stranger is told the organisation does not exist; a person in none has none.
 */
export async function openFeeDocuments(
  services: FeeServices,
  asker: FeeDocumentsAsker,
): Promise<string | undefined> {
  const { docs } = services;
  const membership = await chooseMembership(docs, asker.uid, asker.orgId, asker.apiKey);
  if (!membership) return undefined;
  const decision = decide({ isPlatformAdmin: false, membership }, 'money.view');
  if (!decision.allowed) throw refusal(decision, 'Organisation');
  if (membership.role !== 'owner' && membership.eventIds) {
    throw new AppError(
      'forbidden',
      'Fee invoices cover all the organisation’s events: a member limited to some sees none',
      undefined,
      { right: 'money.view' },
    );
  }
  await requireSecondStepFor(services, asker, membership.orgId);
  await issueDueFeeDocuments({ services, orgId: membership.orgId });
  return membership.orgId;
}

/** `GET /api/money/fee-documents`: newest month first, each invoice before its credit note. */
export async function listFeeDocuments({
  services,
  asker,
}: {
  services: FeeServices;
  asker: FeeDocumentsAsker;
}): Promise<FeeDocumentsResponse> {
  const orgId = await openFeeDocuments(services, asker);
  if (!orgId) return { documents: [] };
  const found = await services.docs.query<FeeDocumentRecord>({
    collection: paths.feeDocuments(orgId),
    orderBy: [{ field: 'month', direction: 'desc' }],
    limit: listLimit,
  });
  const documents = found
    .map(({ id, data }) => toFeeDocumentView(id, data))
    .sort(
      (one, other) =>
        other.month.localeCompare(one.month) ||
        one.currency.localeCompare(other.currency) ||
        feeDocumentKinds.indexOf(one.kind) - feeDocumentKinds.indexOf(other.kind),
    );
  return { documents };
}
