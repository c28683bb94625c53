import { Router } from 'express';
import { getOrderDocumentPdf } from '../../app/invoices/get-order-document-pdf';
import type { Services } from '../../app/common/services';
import {
  orderDocumentKinds,
  orderDocumentPathParams,
  orderDocumentQuery,
} from '../../contract/order-documents';
import { currentUser, viewerOf } from '../auth';
import { parseOrThrow } from '../validate';

/**
 * A paid order's receipt (or tax invoice) and a refunded one's credit note, as PDFs: plain
 * links with their key for the buyer (an email's link is a navigation, which carries no ID
 * token), or a token for the buyer's account and the event's team.
 */
export function orderDocumentRoutes(services: Services): Router {
  const router = Router();

  for (const kind of orderDocumentKinds) {
    router.get(`/api/orders/:reference/${kind}.pdf`, async (req, res) => {
      const { reference } = parseOrThrow(orderDocumentPathParams, req.params);
      const { key } = parseOrThrow(orderDocumentQuery, req.query);
      const asker = { key, user: currentUser(res), viewer: viewerOf(res) };
      const { filename, pdf } = await getOrderDocumentPdf({ services, reference, kind, asker });
      // The buyer's name and what they paid: no shared cache may keep it.
      res.set('Cache-Control', 'private, no-store');
      res.attachment(filename).type('application/pdf').send(Buffer.from(pdf));
    });
  }

  return router;
}
