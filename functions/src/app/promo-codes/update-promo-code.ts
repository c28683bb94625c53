import type { z } from 'zod';
import type { PromoCodeView, updatePromoCodeRequest } from '../../contract/promo-codes';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEventAs } from '../events/organised-event';
import { recordAudit } from '../organisations/audit-log';
import { promoChanges } from './promo-audit';
import type { PromoCodeRecord } from './promo-records';
import { termsOf } from './promo-terms';
import { toPromoCodeView } from './promo-code-view';

/**
 * Changes a code's limits, window, discount or whether it is active (deactivating is
 * `active: false`). In a transaction, as the allocator counts its uses in its own: neither
 * loses the other's write. A new discount applies to orders from then on; a payment started
 * at the old one is refused `price_changed`. A limit below the uses so far is allowed: it
 * only stops new uses. What changed goes to the audit log (`promo_code.changed`) in the same
 * transaction; a refused change, or one that changes nothing, records nothing.
 */
export async function updatePromoCode({
  services: { docs, clock },
  eventId,
  code,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock',
  {
    eventId: string;
    code: string;
    viewer: Viewer;
    input: z.output<typeof updatePromoCodeRequest>;
  }
>): Promise<PromoCodeView> {
  const { event, actor } = await readOrganisedEventAs(docs, eventId, viewer, 'promo_codes.manage');
  const path = paths.promoCode(eventId, code);
  const updated = await docs.runTransaction(async (tx) => {
    const record = (await tx.get<PromoCodeRecord>(path)).data;
    if (!record) throw notFound('Promo code');
    const at = clock.now();
    const next: PromoCodeRecord = {
      ...record,
      ...(input.discount ? { terms: termsOf(input.discount, record.terms.typeIds) } : {}),
      ...(input.maxUses !== undefined ? { maxUses: input.maxUses } : {}),
      ...(input.validFrom !== undefined ? { validFrom: input.validFrom } : {}),
      ...(input.validUntil !== undefined ? { validUntil: input.validUntil } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      updatedAt: at.toISOString(),
    };
    if (next.validFrom !== null && next.validUntil !== null && next.validFrom >= next.validUntil) {
      throw new AppError('validation_failed', 'Valid until is after valid from', {
        validUntil: 'Valid until is after valid from',
      });
    }
    // The uses are the allocator's: written here they could undo a grant it just counted.
    const { terms, maxUses, validFrom, validUntil, active, updatedAt } = next;
    tx.update(path, { terms, maxUses, validFrom, validUntil, active, updatedAt });
    const changes = promoChanges(record, next);
    const changed = Object.keys(changes.after);
    if (event.orgId && changed.length > 0) {
      const what =
        changed.length === 1 && changed[0] === 'active'
          ? `${next.active ? 'Reactivated' : 'Deactivated'} promo code ${next.code}`
          : `Changed promo code ${next.code} (${changed.join(', ')})`;
      recordAudit(tx, event.orgId, at, {
        kind: 'promo_code.changed',
        actorUid: actor.uid,
        eventId,
        summary: `${what} of "${event.name}"`,
        ...changes,
      });
    }
    return next;
  });
  return toPromoCodeView(updated, []);
}
