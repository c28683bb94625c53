import { describe, expect, it } from 'vitest';
import { formatVatRate, legalDetailsRequest, vatNumber } from './legal-details';

const fieldsOf = (value: unknown) => {
  const parsed = legalDetailsRequest.safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const rooftop = {
  legalName: 'Rooftop Collective (Pty) Ltd',
  address: '  12 Long Street \r\n\r\nCape Town\n8001  ',
  vatNumber: '4123456789',
  pricesIncludeVat: true,
  vatRateBasisPoints: 1500,
};

describe('legal details', () => {
  it('keeps the address as its lines, trimmed, without empty ones', () => {
    expect(legalDetailsRequest.parse(rooftop)).toEqual({
      ...rooftop,
      address: '12 Long Street\nCape Town\n8001',
    });
  });

  it.each([
    ['4123456789', '4123456789'],
    [' de 123 456 789 ', 'DE 123 456 789'],
    ['GB-123-4567-89', 'GB-123-4567-89'],
    ['ATU1', 'ATU1'],
  ])('takes the VAT number %j as %j', (given, kept) => {
    expect(vatNumber.parse(given)).toBe(kept);
  });

  it.each(['123', 'A'.repeat(21), '-4123', '41234/56789', '4123 '.repeat(5)])(
    'refuses the VAT number %j',
    (given) => {
      expect(vatNumber.safeParse(given).success).toBe(false);
    },
  );

  it('names each field it refuses', () => {
    expect(fieldsOf({ ...rooftop, legalName: ' ', address: 'a\nb\nc\nd\ne\nf\ng' })).toEqual({
      legalName: 'Give the registered name',
      address: 'At most 6 lines',
    });
    expect(fieldsOf({ ...rooftop, vatRateBasisPoints: undefined })).toEqual({
      vatRateBasisPoints: 'Give the VAT rate the prices include',
    });
    expect(fieldsOf({ ...rooftop, vatNumber: undefined })).toEqual({
      vatNumber: 'Only a seller registered for VAT charges it: give the VAT number',
    });
    expect(fieldsOf({ ...rooftop, pricesIncludeVat: false })).toEqual({
      vatRateBasisPoints: 'A rate only where the prices include VAT',
    });
    expect(fieldsOf({ ...rooftop, vatRateBasisPoints: 15 * 10_000 })).toEqual({
      vatRateBasisPoints: 'At most 50 %',
    });
  });

  it('takes a seller without VAT: a receipt, no VAT in its prices', () => {
    const plain = { legalName: rooftop.legalName, address: rooftop.address };
    expect(fieldsOf({ ...plain, pricesIncludeVat: false })).toEqual({});
  });

  it.each([
    [1500, '15 %'],
    [750, '7.5 %'],
    [1000, '10 %'],
    [1525, '15.25 %'],
  ])('says %i basis points as %s', (basisPoints, said) => {
    expect(formatVatRate(basisPoints)).toBe(said);
  });
});
