/** The parts of a Google Places result this app reads (kept structural so tests need no SDK). */
export type PlaceLike = {
  name?: string;
  types?: string[];
  formatted_address?: string;
  address_components?: Array<{ long_name: string; short_name: string; types: string[] }>;
};

export const locationInferenceFailure = 'Could no infer location string';

/**
 * "Kirstenbosch, Rhodes Drive, Cape Town, Western Cape, South Africa": the venue's name when it
 * is a place rather than an address, then street, town, province and country as they exist.
 * Undefined when the components say nothing usable.
 */
export function buildLocationText(place: PlaceLike): string | undefined {
  const components = place.address_components ?? [];
  const find = (...types: string[]) =>
    types
      .map((type) => components.find((component) => component.types.includes(type))?.long_name)
      .find(Boolean);

  const street = [find('street_number'), find('route')].filter(Boolean).join(' ');
  const town = find('locality', 'postal_town', 'sublocality', 'administrative_area_level_2');
  const region = find('administrative_area_level_1');
  const country = find('country');
  const isVenue =
    place.types?.includes('establishment') || place.types?.includes('point_of_interest');
  const venue = isVenue ? place.name?.trim() : undefined;

  const parts = [venue, street, town, region, country].filter((part): part is string =>
    Boolean(part),
  );
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(', ') : undefined;
}
