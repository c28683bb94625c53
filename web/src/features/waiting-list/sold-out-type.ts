/** A ticket type sold out with its waiting list open: what joining it needs to know. */
export type SoldOutType = { id: string; name: string; maxPerOrder: number };
