import { unchargeableTypes } from '../../domain/chargeable';
import { AppError } from '../common/app-error';

/** A 400 naming each paid ticket type the payment gateway could not charge. */
export function refuseUnchargeable(
  types: ReadonlyArray<{ price: number; currency: string }>,
  paymentCurrencies: readonly string[],
): void {
  const fields = unchargeableTypes(types, paymentCurrencies);
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', Object.values(fields).join('; '), fields);
  }
}
