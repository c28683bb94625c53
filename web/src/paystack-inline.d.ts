// @paystack/inline-js ships no types; payment-modal.tsx narrows what it uses.
declare module '@paystack/inline-js';
