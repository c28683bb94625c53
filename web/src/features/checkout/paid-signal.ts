/**
 * The window event checkout dispatches once an order is paid, with its reference: the
 * widget's embedded page (web/src/widget/embed-bridge.ts, a script of its own) passes it on to
 * the organiser's page that framed it. A DOM event rather than a callback, so the event page's
 * first download carries nothing for it: the outcome that sends it loads after Buy.
 */
export const checkoutPaidEvent = 'ticketing-paradise:checkout-paid';

export type CheckoutPaidDetail = { orderReference: string };

export function announcePaid(orderReference: string): void {
  window.dispatchEvent(
    new CustomEvent<CheckoutPaidDetail>(checkoutPaidEvent, { detail: { orderReference } }),
  );
}
