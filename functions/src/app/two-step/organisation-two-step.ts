import type { OrganisationTwoStep } from '../../contract/two-step';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { requireSecondStep } from './require-second-step';

type OrganisationRequest = { orgId: string; viewer: Viewer };

/** `GET /api/organisations/{orgId}/two-step`: whether money actions need the step (any member). */
export async function getOrganisationTwoStep({
  services: { docs },
  orgId,
  viewer,
}: UseCaseOptions<'docs', OrganisationRequest>): Promise<OrganisationTwoStep> {
  await authoriseOrganisation(docs, orgId, viewer, 'event.view');
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data;
  if (!organisation) throw notFound('Organisation');
  return { required: organisation.twoStepRequired === true };
}

/**
 * `PUT /api/organisations/{orgId}/two-step {required}`: owners say whether everyone's money
 * actions for the organisation (refunds, its events' money and statements, its payout
 * accounts) need the second step. Turning it off, itself, needs the step passed, so a stolen
 * session cannot lower the bar. The audit log keeps each change, in the same transaction.
 */
export async function setOrganisationTwoStep({
  services,
  orgId,
  viewer,
  required,
}: UseCaseOptions<
  'docs' | 'clock',
  OrganisationRequest & { required: boolean }
>): Promise<OrganisationTwoStep> {
  const { docs, clock } = services;
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'two_step.require');
  const before = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data;
  if (before?.twoStepRequired === true && !required) {
    await requireSecondStep(services, { uid: actor.uid, signedInAt: viewer?.signedInAt });
  }
  await docs.runTransaction(async (tx) => {
    const organisation = (await tx.get<OrganisationRecord>(paths.organisation(orgId))).data;
    if (!organisation) throw notFound('Organisation');
    const was = organisation.twoStepRequired === true;
    if (was === required) return;
    const now = clock.now();
    tx.update(paths.organisation(orgId), {
      twoStepRequired: required,
      updatedAt: now.toISOString(),
    });
    recordAudit(tx, orgId, now, {
      kind: 'two_step.changed',
      actorUid: actor.uid,
      summary: required
        ? 'Required two-step sign-in for money: refunds, money, statements and payout accounts'
        : 'Stopped requiring two-step sign-in for money',
      before: { required: was },
      after: { required },
    });
  });
  return { required };
}
