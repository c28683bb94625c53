import { timingSafeEqual } from 'node:crypto';
import type { OrderDocumentKind } from '../../contract/order-documents';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { VerifiedUser } from '../../ports/identity';
import { notFound } from '../common/app-error';
import { renderPrintedDocument } from '../common/pdf-document';
import type { UseCaseOptions } from '../common/use-case-options';
import type { OrderRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { authoriseEvent } from '../organisations/event-access';
import { claimableEmail } from '../tickets/list-my-tickets';
import { requireSecondStepFor } from '../two-step/require-second-step';
import { formatOrderDocumentNumber } from './order-document-names';
import { orderDocumentDocument, type DocumentedOrder } from './order-document-pdf';

/** Who asks: a link's key, and whoever the request's token says (none: a stranger). */
type DocumentAsker = { key: string | undefined; user: VerifiedUser | undefined; viewer: Viewer };

const sameSecret = (given: string, kept: string) =>
  given.length === kept.length && timingSafeEqual(Buffer.from(given), Buffer.from(kept));

/**
 * `GET /api/orders/{reference}/invoice.pdf` and `…/credit-note.pdf`: a paid order's receipt
 * (or tax invoice), or a refunded one's credit note, for its buyer (the link's key, which the
 * tickets email and the ticket page carry; or signed in as the account that bought it, or one
 * whose verified email it went to) and for its event's team with `money.view` (their second
 * sign-in step where the organisation asks it). Anyone else, and an order without the
 * document, gets 404 that says nothing of it.
 */
export async function getOrderDocumentPdf({
  services,
  reference,
  kind,
  asker,
}: UseCaseOptions<
  'docs' | 'clock',
  { reference: string; kind: OrderDocumentKind; asker: DocumentAsker }
>): Promise<{ filename: string; pdf: Uint8Array }> {
  const { docs } = services;
  const order = (await docs.get<OrderRecord>(paths.order(reference))).data;
  const issued = kind === 'invoice' ? order?.invoice : order?.creditNote;
  if (!order?.invoice || !issued) throw notFound('Order');
  const documented: DocumentedOrder = { ...order, invoice: order.invoice };
  if (!isBuyer(documented, asker)) {
    const event = (await docs.get<EventRecord>(paths.event(order.eventId))).data;
    if (!event) throw notFound('Order');
    const eventDoc = { ...event, id: order.eventId };
    const actor = await authoriseEvent(docs, eventDoc, asker.viewer, 'money.view', 'Order');
    await requireSecondStepFor(services, actor, event.orgId);
  }
  const pdf = await renderPrintedDocument(orderDocumentDocument(reference, documented, kind));
  return { filename: `${formatOrderDocumentNumber(kind, issued.number)}.pdf`, pdf };
}

/** The link's key, or the buyer's own sign-in (an API key is never a buyer). */
function isBuyer(order: DocumentedOrder, { key, user }: DocumentAsker): boolean {
  if (key !== undefined && sameSecret(key, order.invoice.key)) return true;
  if (!user || user.apiKey) return false;
  return order.uid === user.uid || order.email === claimableEmail(user);
}
