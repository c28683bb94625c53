import { defaultFeeMode, type FeeMode } from './fees';

/**
 * An approved event goes back to review only when an edit changes what buyers see:
 * name, description, dates, location, banner, ticket prices or who pays the service fee
 * (which changes what buyers pay as a price does); capacity and sales windows are the
 * organiser's business.
 */
export type BuyerVisibleEvent = {
  name: string;
  description: string;
  startsAt?: string;
  endsAt?: string;
  timeZone?: string;
  locationText?: string;
  location?: { lat: number; lng: number };
  imageUpdatedAt?: string;
  /** Missing on events saved before it was chosen: absorbed. */
  feeMode?: FeeMode;
  types: Array<{ id: string; name: string; price: number; currency: string }>;
};

const eventFields = [
  'name',
  'description',
  'startsAt',
  'endsAt',
  'timeZone',
  'locationText',
  'imageUpdatedAt',
] as const;

function sameLocation(a: BuyerVisibleEvent['location'], b: BuyerVisibleEvent['location']) {
  return a?.lat === b?.lat && a?.lng === b?.lng;
}

function priceList(event: BuyerVisibleEvent): string {
  return JSON.stringify(
    [...event.types]
      .map((type) => [type.id, type.name, type.price, type.currency])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
}

export function changesWhatBuyersSee(before: BuyerVisibleEvent, after: BuyerVisibleEvent): boolean {
  if (eventFields.some((field) => before[field] !== after[field])) return true;
  if (!sameLocation(before.location, after.location)) return true;
  if ((before.feeMode ?? defaultFeeMode) !== (after.feeMode ?? defaultFeeMode)) return true;
  return priceList(before) !== priceList(after);
}
