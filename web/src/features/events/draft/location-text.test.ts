import { describe, expect, it } from 'vitest';
import { buildLocationText } from './location-text';

const component = (long_name: string, ...types: string[]) => ({
  long_name,
  short_name: long_name,
  types,
});

describe('buildLocationText', () => {
  it('joins street, town, province and country', () => {
    expect(
      buildLocationText({
        types: ['street_address'],
        address_components: [
          component('12', 'street_number'),
          component('Long Street', 'route'),
          component('Cape Town', 'locality', 'political'),
          component('Western Cape', 'administrative_area_level_1', 'political'),
          component('South Africa', 'country', 'political'),
          component('8001', 'postal_code'),
        ],
      }),
    ).toBe('12 Long Street, Cape Town, Western Cape, South Africa');
  });

  it('puts a venue name first', () => {
    expect(
      buildLocationText({
        name: 'Kirstenbosch',
        types: ['park', 'point_of_interest', 'establishment'],
        address_components: [
          component('Cape Town', 'locality'),
          component('South Africa', 'country'),
        ],
      }),
    ).toBe('Kirstenbosch, Cape Town, South Africa');
  });

  it('gives up when the components say nothing', () => {
    expect(buildLocationText({ address_components: [] })).toBeUndefined();
    expect(buildLocationText({ name: 'Somewhere' })).toBeUndefined();
  });
});
