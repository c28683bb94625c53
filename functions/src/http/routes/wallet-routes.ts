import { Router } from 'express';
import { ticketPathParams } from '../../contract/ids';
import { walletPaths } from '../../contract/wallet';
import { pkpassContentType } from '../../app/tickets/apple-wallet-pass';
import { getAppleWalletPass } from '../../app/tickets/get-apple-wallet-pass';
import { getGoogleWalletLink } from '../../app/tickets/get-google-wallet-link';
import type { Services } from '../../app/common/services';
import { parseOrThrow } from '../validate';

/**
 * A ticket in a phone's wallet. Both are reached by the ticket's code, as its page is (the
 * code is the secret the email carries), and both are plain links: Safari opens a pass only
 * from a navigation, and a navigation carries no ID token.
 */
export function walletRoutes(services: Services): Router {
  const router = Router();

  router.get(walletPaths.applePattern, async (req, res) => {
    const { code } = parseOrThrow(ticketPathParams, req.params);
    const { filename, pkpass } = await getAppleWalletPass({ services, code });
    // The pass is the ticket: no shared cache may keep it.
    res.set('Cache-Control', 'private, no-store');
    res.attachment(filename).type(pkpassContentType).send(pkpass);
  });

  router.get(walletPaths.googlePattern, async (req, res) => {
    const { code } = parseOrThrow(ticketPathParams, req.params);
    const saveUrl = await getGoogleWalletLink({ services, code });
    res.set('Cache-Control', 'private, no-store');
    // The link carries the signed pass; the page sends the holder here to get a fresh one.
    res.redirect(302, saveUrl);
  });

  return router;
}
