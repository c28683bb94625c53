/**
 * The fee arithmetic lives in contract/fees.ts, so that the web app prices a ticket with the
 * very function the allocator charges with; the backend's imports of it stay here.
 */
export * from '../contract/fees';
