import { describe, expect, it } from 'vitest';
import { parseScannedText } from '../../contract/door';
import { readQrPng } from '../../test-support/read-qr';
import { codes, eventId, publicKey, sampleFacts } from '../../test-support/ticket-email-sample';
import { inlineQrLimit, mailSizeBudget, qrContentId, ticketEmail } from './ticket-email';
import { isGenuineTicket } from './ticket-signature';

describe('ticketEmail', () => {
  it('tells every fact of the order in its HTML, escaped', async () => {
    const { html, subject } = await ticketEmail(sampleFacts, new Date('2026-11-01T10:00:00Z'));
    expect(subject).toBe('Your tickets for Jazz & Wine <Live> at the Lagoon');
    for (const fact of [
      'Jazz &amp; Wine &lt;Live&gt; at the Lagoon',
      'Thursday, 31 December 2026, 19:30 – 23:00 (GMT+1, Africa/Lagos)',
      'Terra Kulture, Victoria Island, Lagos',
      'https://www.google.com/maps/search/?api=1&amp;query=6.4281%2C3.4219',
      'VIP table',
      'General admission',
      'buyer@example.com',
      'ord_7Hq2',
      '25000.00 NGN',
      'Refunds: ask Adaeze Okafor',
      'Adaeze Okafor',
      `https://tickets.example.test/tickets/${codes[0]}`,
      `https://tickets.example.test/tickets/${codes[1]}`,
    ]) {
      expect(html).toContain(fact);
    }
    expect(html).not.toContain('<Live>');
    expect(html).toContain('prefers-color-scheme: dark');
  });

  it('shows each QR code inline, decoding to the ticket’s signed payload', async () => {
    const { html, attachments = [] } = await ticketEmail(sampleFacts, new Date());
    for (const [index, ticket] of sampleFacts.tickets.entries()) {
      const cid = qrContentId(index);
      expect(html).toContain(`src="cid:${cid}"`);
      const image = attachments.find((attachment) => attachment.contentId === cid);
      expect(image?.contentType).toBe('image/png');
      const decoded = readQrPng(image!.content);
      expect(decoded).toBe(ticket.qrPayload);
      const scanned = parseScannedText(decoded!);
      expect(scanned).toMatchObject({ eventId, code: ticket.code });
      expect(isGenuineTicket(publicKey, eventId, ticket.code, scanned!.signature!)).toBe(true);
    }
    // No remote image (mail clients block those), nor a remote font.
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
    expect(html).not.toContain('@import');
  });

  it('has a plain-text alternative with the same facts, and attaches the .ics and the PDF', async () => {
    const { text, attachments = [] } = await ticketEmail(sampleFacts, new Date());
    expect(text).toContain(
      'Thank you! Here are your 2 tickets for Jazz & Wine <Live> at the Lagoon.',
    );
    expect(text).toContain('When: Thursday, 31 December 2026, 19:30 – 23:00 (GMT+1, Africa/Lagos)');
    expect(text).toContain(
      `Ticket 2: https://tickets.example.test/tickets/${codes[1]} (General admission, buyer@example.com)`,
    );
    expect(text).toContain("Show each ticket's QR code at the door. Order reference: ord_7Hq2.");
    expect(text).toContain('Amount paid: 25000.00 NGN.');
    expect(attachments.map((attachment) => attachment.filename)).toEqual([
      'ticket-1.png',
      'ticket-2.png',
      'event.ics',
      'tickets-ord_7Hq2.pdf',
    ]);
    const ics = new TextDecoder().decode(attachments[2]!.content);
    expect(ics).toContain('DTSTART:20261231T183000Z');
  });

  it('speaks of one ticket in the singular', async () => {
    const one = { ...sampleFacts, tickets: sampleFacts.tickets.slice(0, 1) };
    const { html, text } = await ticketEmail(one, new Date());
    expect(html).toContain('Your ticket for Jazz &amp; Wine &lt;Live&gt; at the Lagoon');
    expect(html).toContain('Here is your ticket for');
    expect(html).toContain('Show its QR code at the door.');
    expect(text).toContain('Show its QR code at the door. Order reference: ord_7Hq2.');
  });

  it('says a free order was free, and leaves out what the event does not have', async () => {
    const {
      html,
      text,
      attachments = [],
    } = await ticketEmail(
      {
        ...sampleFacts,
        amount: 0,
        startsAt: undefined,
        endsAt: undefined,
        organiserName: undefined,
        location: undefined,
        locationText: undefined,
      },
      new Date(),
    );
    expect(html).toContain('Free');
    expect(text).toContain('Amount paid: Free.');
    expect(text).toContain('Refunds: ask the organiser');
    expect(attachments.some((attachment) => attachment.filename.endsWith('.ics'))).toBe(false);
  });

  it('says which promo code an order used and what it took off, a 100 % code too', async () => {
    const discounted = await ticketEmail(
      { ...sampleFacts, amount: 22500, currency: 'ZAR', promo: { code: 'SAVE10', discount: 2500 } },
      new Date(),
    );
    expect(discounted.text).toContain(
      'Amount paid: 225.00 ZAR (promo code SAVE10: 25.00 ZAR off).',
    );
    expect(discounted.html).toContain('promo code SAVE10: 25.00 ZAR off');
    const free = await ticketEmail(
      { ...sampleFacts, amount: 0, currency: 'ZAR', promo: { code: 'CREW', discount: 30000 } },
      new Date(),
    );
    expect(free.text).toContain('Amount paid: Free (promo code CREW: 300.00 ZAR off).');
  });

  it('links the buyer’s receipt, which a holder’s email leaves out', async () => {
    const url = 'https://tickets.example.test/api/orders/ord_7Hq2/invoice.pdf?key=k';
    const receipt = { title: 'Tax invoice' as const, number: 'INV-000123', url };
    const { html, text } = await ticketEmail({ ...sampleFacts, receipt }, new Date());
    expect(text).toContain(`Tax invoice INV-000123: ${url}`);
    expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(html).toContain('Download (PDF)');
    const held = await ticketEmail({ ...sampleFacts, receipt, forHolder: true }, new Date());
    expect(held.text).not.toContain('INV-000123');
    expect(held.html).not.toContain('invoice.pdf');
  });

  it('keeps a large order under the mail collection’s 1 MiB: 40 codes inline, the rest linked, no PDF', async () => {
    const ticket = sampleFacts.tickets[1]!;
    const tickets = Array.from({ length: 100 }, (_, index) => ({
      ...ticket,
      code: `${ticket.code.slice(0, 19)}${String(index).padStart(3, '0')}`,
    }));
    const {
      html = '',
      text,
      attachments = [],
    } = await ticketEmail({ ...sampleFacts, tickets }, new Date());
    const images = attachments.filter((attachment) => attachment.contentId);
    expect(images).toHaveLength(inlineQrLimit);
    expect(attachments.some((attachment) => attachment.filename.endsWith('.pdf'))).toBe(false);
    expect(html).toContain(`https://tickets.example.test/tickets/${tickets[99]!.code}`);
    expect(html).toContain('Ticket 100');
    expect(text).toContain('To print your tickets, download their PDF from My tickets.');
    const stored =
      html.length +
      text.length +
      attachments.reduce((sum, { content }) => sum + Math.ceil(content.length / 3) * 4, 0);
    expect(stored).toBeLessThanOrEqual(mailSizeBudget);
  }, 30_000); // Draws 100 QR codes and a PDF: seconds on a busy 2-core machine.
});
