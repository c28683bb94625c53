import { Router } from 'express';
import { notFound } from '../../app/common/app-error';
import { enforceRateLimit } from '../../app/common/rate-limit';
import type { Services } from '../../app/common/services';
import { cancelTransfer } from '../../app/transfers/cancel-transfer';
import { claimTransfer } from '../../app/transfers/claim-transfer';
import { getClaim } from '../../app/transfers/get-claim';
import { startTransfer } from '../../app/transfers/start-transfer';
import { ticketPathParams } from '../../contract/ids';
import {
  claimToken,
  claimTransferRequest,
  startTransferRequest,
  transferPathParams,
  transferTokenHeader,
  type ClaimTransferResponse,
} from '../../contract/transfers';
import { currentUser } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** Each ticket may send this many transfer emails an hour: a code is no licence to spam. */
const transfersPerTicketHour = { limit: 10, windowSeconds: 3600 };

/**
 * Transfer to a friend: started and cancelled by whoever holds the ticket's code (as its
 * page needs no sign-in), claimed by whoever has the emailed link's token.
 */
export function transferRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/tickets/:code/transfer', parseJsonBody, async (req, res) => {
    const { code } = parseOrThrow(ticketPathParams, req.params);
    const { name, email } = parseBodyOrThrow(startTransferRequest, req.body);
    await enforceRateLimit({
      services,
      bucket: 'ticket-transfer',
      clientKey: code,
      ...transfersPerTicketHour,
    });
    const transfer = await startTransfer({ services, code, toName: name, toEmail: email });
    res.status(201).json(transfer);
  });

  router.delete('/api/tickets/:code/transfer', async (req, res) => {
    const { code } = parseOrThrow(ticketPathParams, req.params);
    await cancelTransfer({ services, code });
    res.status(204).end();
  });

  // The token travels in a header, never in the address, so no log keeps it.
  router.get('/api/transfers/:transferId', async (req, res) => {
    const { transferId } = parseOrThrow(transferPathParams, req.params);
    const token = claimToken.safeParse(req.get(transferTokenHeader) ?? '');
    // A missing or malformed token is a link that does not exist, as a wrong one is.
    if (!token.success) throw notFound('Transfer');
    res.set('Cache-Control', 'private, no-store');
    res.json(await getClaim({ services, transferId, token: token.data }));
  });

  router.post('/api/transfers/:transferId/claim', parseJsonBody, async (req, res) => {
    const { transferId } = parseOrThrow(transferPathParams, req.params);
    const { token } = parseBodyOrThrow(claimTransferRequest, req.body);
    const claimantUid = currentUser(res)?.uid;
    const body: ClaimTransferResponse = await claimTransfer({
      services,
      transferId,
      token,
      ...(claimantUid ? { claimantUid } : {}),
    });
    res.json(body);
  });

  return router;
}
