import { Anchor, Group } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { TicketView } from '@contract/tickets';
import { resolveApiUrl } from '@/lib/api-url';

/**
 * The order's receipt (or tax invoice) and credit note, for the buyer's own tickets: plain
 * links, their key in them, so they open as the tickets email's do.
 */
export function OrderDocumentLinks({ ticket }: { ticket: TicketView }) {
  const links = [ticket.documents?.invoice, ticket.documents?.creditNote].filter(
    (link) => link !== undefined,
  );
  if (links.length === 0) return null;
  return (
    <Group justify="center" gap="lg">
      {links.map((link) => (
        <Anchor key={link.number} href={resolveApiUrl(link.url)} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconFileInvoice size={16} aria-hidden />
            {`${link.title} ${link.number} (PDF)`}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
