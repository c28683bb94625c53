import { describe, expect, it } from 'vitest';
import { legalDetailsToRequest, legalDetailsValues } from './legal-details-values';

const typed = {
  legalName: 'Rooftop Collective (Pty) Ltd',
  address: '12 Long Street\nCape Town',
  vatNumber: '4123456789',
  pricesIncludeVat: true,
  vatRate: '7.5',
};

describe('the legal details form', () => {
  it('asks for the rate in basis points, and leaves out an empty VAT number', () => {
    expect(legalDetailsToRequest(typed)).toEqual({
      ok: true,
      request: {
        legalName: typed.legalName,
        address: typed.address,
        vatNumber: '4123456789',
        pricesIncludeVat: true,
        vatRateBasisPoints: 750,
      },
    });
    const plain = { ...typed, vatNumber: ' ', pricesIncludeVat: false, vatRate: '15' };
    expect(legalDetailsToRequest(plain)).toEqual({
      ok: true,
      request: { legalName: typed.legalName, address: typed.address, pricesIncludeVat: false },
    });
  });

  it('names the fields the server would refuse, as the form calls them', () => {
    expect(legalDetailsToRequest({ ...typed, vatNumber: '12', vatRate: '' })).toEqual({
      ok: false,
      errors: {
        vatNumber: 'Letters and digits (spaces or dashes between them), 4 to 20 in all',
        vatRate: 'Give the VAT rate the prices include',
      },
    });
    expect(legalDetailsToRequest({ ...typed, vatRate: '15%' })).toEqual({
      ok: false,
      errors: { vatRate: 'Write the rate as a percentage, such as 15 or 7.5' },
    });
  });

  it('starts from the details kept, the rate as a percentage', () => {
    expect(
      legalDetailsValues({
        legalName: 'Rooftop',
        address: 'Cape Town',
        vatNumber: '4123456789',
        pricesIncludeVat: true,
        vatRateBasisPoints: 1500,
      }),
    ).toEqual({
      legalName: 'Rooftop',
      address: 'Cape Town',
      vatNumber: '4123456789',
      pricesIncludeVat: true,
      vatRate: '15',
    });
  });
});
