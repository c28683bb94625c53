/** The event the crash harness's sale sells (sale-until-crash.ts) and its test stores. */
export const saleEventId = 'crash-e1';
export const saleTypeId = 'gen';
