import type { z } from 'zod';
import type { createPromoCodeRequest, PromoCodeView } from '../../contract/promo-codes';
import { paths } from '../../paths';
import { AlreadyExistsError } from '../../ports/doc-store';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEventAs, type EventRequest } from '../events/organised-event';
import { recordAudit } from '../organisations/audit-log';
import { promoAuditFields } from './promo-audit';
import type { PromoCodeRecord } from './promo-records';
import { termsOf } from './promo-terms';
import { toPromoCodeView } from './promo-code-view';

/**
 * A new promo code of the organiser's event: 409 when the event has the code already (in any
 * case, active or not: a code keeps its uses' history), 400 naming a ticket type it does not have.
 * The code and its `promo_code.created` audit entry are written in one transaction: a refusal
 * writes neither.
 */
export async function createPromoCode({
  services: { docs, clock },
  eventId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock',
  EventRequest & { input: z.output<typeof createPromoCodeRequest> }
>): Promise<PromoCodeView> {
  const { event, actor } = await readOrganisedEventAs(docs, eventId, viewer, 'promo_codes.manage');
  const types = await docs.getAll(input.typeIds.map((id) => paths.eventType(eventId, id)));
  const fields: Record<string, string> = {};
  types.forEach((type, index) => {
    if (!type.data) fields[`typeIds.${index}`] = 'This event has no such ticket type';
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', Object.values(fields).join('; '), fields);
  }
  const at = clock.now();
  const now = at.toISOString();
  const record: PromoCodeRecord = {
    code: input.code,
    terms: termsOf(input.discount, input.typeIds),
    maxUses: input.maxUses,
    maxUsesPerBuyer: input.maxUsesPerBuyer,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    active: true,
    used: 0,
    ...(input.maxUsesPerBuyer === null ? {} : { byBuyer: {} }),
    createdAt: now,
    updatedAt: now,
  };
  const duplicate = () =>
    new AppError('conflict', 'This event already has this code', {
      code: 'This event already has this code',
    });
  const path = paths.promoCode(eventId, input.code);
  try {
    await docs.runTransaction(async (tx) => {
      if ((await tx.get(path)).data) throw duplicate();
      tx.create(path, record);
      if (event.orgId) {
        recordAudit(tx, event.orgId, at, {
          kind: 'promo_code.created',
          actorUid: actor.uid,
          eventId,
          summary: `Created promo code ${record.code} for "${event.name}"`,
          after: promoAuditFields(record),
        });
      }
    });
  } catch (error) {
    // Two creating the same code at once: the one that lost finds it there.
    if (!(error instanceof AlreadyExistsError)) throw error;
    throw duplicate();
  }
  return toPromoCodeView(record, []);
}
