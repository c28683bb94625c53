import type { EventWithTypes } from '../contract/events';

/** An event's types as an edit sends them back: each one's id, name, price and capacity only. */
export const typesAsEdited = (event: EventWithTypes) =>
  event.types.map(({ id, name, price, currency, capacity }) => ({
    id,
    name,
    price,
    currency,
    capacity,
  }));
