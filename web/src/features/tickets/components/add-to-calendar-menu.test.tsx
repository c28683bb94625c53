import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { buildTicket, sampleTicketCode } from '@/test/ticket-factories';
import { AddToCalendarMenu } from './add-to-calendar-menu';

const code = sampleTicketCode;
const ticket = buildTicket({
  event: {
    id: 'event1',
    name: 'Jazz night',
    // 20:00 in Johannesburg (UTC+2) is 18:00 UTC.
    startsAt: '2026-12-01T20:00:00+02:00',
    endsAt: '2026-12-01T23:30:00+02:00',
    timeZone: 'Africa/Johannesburg',
    locationText: 'The Orbit, Braamfontein',
  },
});

afterEach(() => vi.restoreAllMocks());

describe('AddToCalendarMenu', () => {
  it('links Google and Outlook to the event at its UTC instants, in its zone', async () => {
    renderWithProviders(<AddToCalendarMenu ticket={ticket} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    const google = new URL(
      (await screen.findByRole('menuitem', { name: 'Google Calendar' })).getAttribute('href')!,
    );
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20261201T180000Z/20261201T213000Z');
    expect(google.searchParams.get('ctz')).toBe('Africa/Johannesburg');
    expect(google.searchParams.get('location')).toBe('The Orbit, Braamfontein');

    const outlook = screen.getByRole('menuitem', { name: 'Outlook.com' });
    expect(outlook).toHaveAttribute('target', '_blank');
    const outlookUrl = new URL(outlook.getAttribute('href')!);
    expect(outlookUrl.searchParams.get('startdt')).toBe('2026-12-01T18:00:00.000Z');
    expect(outlookUrl.searchParams.get('subject')).toBe('Jazz night');
  });

  it('downloads an .ics file of the event for Apple Calendar and the rest', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:ics-1';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<AddToCalendarMenu ticket={ticket} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Apple Calendar and others (.ics)' }),
    );

    expect(click).toHaveBeenCalledTimes(1);
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await files[0]!.text();
    expect(ics).toContain('DTSTART:20261201T180000Z\r\n');
    expect(ics).toContain('SUMMARY:Jazz night\r\n');
    expect(ics).toContain(`URL:${window.location.origin}/tickets/${code}\r\n`);
  });

  it('offers nothing for an event without a start', () => {
    renderWithProviders(
      <AddToCalendarMenu ticket={{ ...ticket, event: { id: 'event1', name: 'Jazz night' } }} />,
    );
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});
