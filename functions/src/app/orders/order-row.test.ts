import { describe, expect, it } from 'vitest';
import { orderColumns } from '../../http/door-csv-columns';
import { heldOrder } from '../../test-support/checkout-fixtures';
import { toOrderRow } from './order-row';

describe('an order row', () => {
  it('shows the promo code an order used and what it took off, in the list and the CSV', () => {
    const order = heldOrder(new Date('2026-12-01T10:00:00.000Z'), {
      status: 'paid',
      amount: 27000,
      promo: { code: 'SAVE10', discount: 3000 },
    });
    const row = toOrderRow({ id: 'o1', path: 'orders/o1', data: order });
    expect(row).toMatchObject({ promoCode: 'SAVE10', discount: 3000 });
    const cells = Object.fromEntries(
      orderColumns.map((column) => [column.header, column.value(row)]),
    );
    expect(cells).toMatchObject({ 'Promo code': 'SAVE10', Discount: '30.00' });
    const plain = toOrderRow({ id: 'o2', path: 'orders/o2', data: heldOrder(new Date()) });
    expect(plain.promoCode).toBeUndefined();
  });
});
