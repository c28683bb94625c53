/**
 * Which ticket types a payment gateway could not charge: paid types priced in a currency
 * the merchant account does not take (Paystack takes no EUR). Free types need no payment.
 * Field paths as the API reports them (`types.1.currency`).
 */
export function unchargeableTypes(
  types: ReadonlyArray<{ price: number; currency: string }>,
  chargeable: readonly string[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  types.forEach((type, index) => {
    if (type.price > 0 && !chargeable.includes(type.currency)) {
      fields[`types.${index}.currency`] =
        `Payments in ${type.currency} are not available: use ${chargeable.join(' or ')}`;
    }
  });
  return fields;
}
