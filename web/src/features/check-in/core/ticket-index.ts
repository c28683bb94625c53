import type { CheckInBundle } from '@contract/check-in';

export type DoorTicket = CheckInBundle['tickets'][number];

/**
 * The downloaded attendee list by lookup key, with this device's own check-ins laid over it.
 * A lookup is one Map read, whatever the event's size.
 */
export class TicketIndex {
  private readonly tickets = new Map<string, DoorTicket>();

  constructor(tickets: readonly DoorTicket[]) {
    for (const ticket of tickets) this.tickets.set(ticket.key, { ...ticket });
  }

  get size(): number {
    return this.tickets.size;
  }

  find(key: string): DoorTicket | undefined {
    return this.tickets.get(key);
  }

  /**
   * Notes a check-in. The earliest one stays, as the server's first-scan-wins rule keeps it;
   * a genuine ticket sold after the list was downloaded gets an entry of its own.
   */
  recordCheckIn(key: string, checkedInAt: string, checkedInBy: string): void {
    const ticket = this.tickets.get(key) ?? { key, typeName: '', status: 'valid' as const };
    if (ticket.checkedInAt !== undefined && ticket.checkedInAt <= checkedInAt) return;
    this.tickets.set(key, { ...ticket, checkedInAt, checkedInBy });
    if (ticket.replacesKey !== undefined) this.voidReplaced(ticket.replacesKey);
  }

  /**
   * Notes that a friend's ticket replaced the code of `key` (the server said so, or the list
   * did): that code is void as `transferred` from now on, even on a list downloaded before
   * the transfer.
   */
  voidReplaced(key: string): void {
    const ticket = this.tickets.get(key) ?? { key, typeName: '' };
    this.tickets.set(key, { ...ticket, status: 'void', voidReason: 'transferred' });
  }
}
