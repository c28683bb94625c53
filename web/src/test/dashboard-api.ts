import { noAttendeeDetails } from '@contract/attendee-details';
import { testPlatformFee } from './fee-factories';

/**
 * What the event dashboard asks the API besides the event itself (`event`, answered for any
 * other path): an event with no sales, money, attendees, check-ins, door devices, promo
 * codes, refund requests, questions or waiting lists yet, on a platform that charges ZAR and
 * USD, for an organiser paid out in ZAR.
 */
export function dashboardAnswer(path: string, event: unknown): unknown {
  if (path === '/api/config')
    return { paymentCurrencies: ['ZAR', 'USD'], platformFee: testPlatformFee };
  if (path.endsWith('/sales')) return { types: [], orders: [], sources: [] };
  if (path.endsWith('/promoCodes')) return { codes: [] };
  if (path.endsWith('/refund-requests')) return { requests: [] };
  if (path.endsWith('/attendeeDetails')) {
    return { settings: noAttendeeDetails, archivedQuestions: [] };
  }
  if (path.endsWith('/waitingLists')) return { offerHours: 24, lists: [] };
  if (path.includes('/attendees?')) return { attendees: [] };
  if (path.includes('/orders?')) return { orders: [] };
  if (path.endsWith('/check-in/summary')) {
    return { tickets: 0, checkedIn: 0, byScanner: [], conflicts: [] };
  }
  if (path.endsWith('/check-in/devices')) return { devices: [] };
  if (path.endsWith('/money')) return { eventId: 'event-1', eventName: 'Rooftop', currencies: [] };
  if (path === '/api/payout-account') {
    return { accounts: [{ currency: 'ZAR', bankName: 'Test Bank' }], currencies: ['ZAR', 'NGN'] };
  }
  return event;
}
