import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { defaultAttendeeDataRetentionDays } from '../../app/erasure/remove-expired-attendee-details';
import type { PublicConfigResponse } from '../../contract/config';
import { currencies, type Currency } from '../../contract/events';

const isCurrency = (code: string): code is Currency =>
  (currencies as readonly string[]).includes(code);

/** The server's public settings, so the web app offers only what the server accepts. */
export function configRoutes(
  services: Pick<
    Services,
    | 'paymentCurrencies'
    | 'platformFee'
    | 'appleWallet'
    | 'googleWallet'
    | 'attendeeDataRetentionDays'
  >,
): Router {
  const router = Router();
  router.get('/api/config', (_req, res) => {
    const body: PublicConfigResponse = {
      // A currency the gateway charges but no event may be priced in is no choice to offer.
      paymentCurrencies: services.paymentCurrencies.filter(isCurrency),
      platformFee: services.platformFee,
      walletPasses: { apple: !!services.appleWallet, google: !!services.googleWallet },
      attendeeDataRetentionDays:
        services.attendeeDataRetentionDays ?? defaultAttendeeDataRetentionDays,
    };
    // The same for everybody and changed only by a deploy: shared caches may keep it a while.
    res.set('Cache-Control', 'public, max-age=300');
    res.json(body);
  });
  return router;
}
