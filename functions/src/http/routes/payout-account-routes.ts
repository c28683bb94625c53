import { Router } from 'express';
import { enforceRateLimit } from '../../app/common/rate-limit';
import type { Services } from '../../app/common/services';
import { getPayoutAccounts } from '../../app/payout-accounts/get-payout-accounts';
import { listPayoutBanks } from '../../app/payout-accounts/payout-banks';
import { resolvePayoutAccount } from '../../app/payout-accounts/resolve-payout-account';
import { setPayoutAccount } from '../../app/payout-accounts/set-payout-account';
import {
  payoutBanksQuery,
  resolvePayoutAccountRequest,
  setPayoutAccountRequest,
  type PayoutBanksResponse,
} from '../../contract/payout-accounts';
import { requireAccount } from '../auth';
import { parseJsonBody } from '../json-body';
import { requireOrganiser } from '../organiser';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * Looking up account names is what someone mining the bank's records would repeat: an
 * organiser checks a few accounts, not hundreds.
 */
const resolveRateLimit = { limit: 30, windowSeconds: 60 * 60 };

export type PayoutAccountServices = Pick<
  Services,
  | 'docs'
  | 'payouts'
  | 'mailer'
  | 'clock'
  | 'identity'
  | 'paymentCurrencies'
  | 'payoutPolicy'
  | 'publicBaseUrl'
>;

/** The organiser's payout accounts: the banks to choose from, checking, reading, setting. */
export function payoutAccountRoutes(services: PayoutAccountServices): Router {
  const router = Router();

  router.get('/api/payout-banks', async (req, res) => {
    requireAccount(res);
    const { currency } = parseOrThrow(payoutBanksQuery, req.query);
    const body: PayoutBanksResponse = {
      banks: await listPayoutBanks({ services, currency }),
    };
    res.set('Cache-Control', 'private, max-age=300');
    res.json(body);
  });

  router.post('/api/payout-account/resolve', parseJsonBody, async (req, res) => {
    const user = requireAccount(res);
    const query = parseBodyOrThrow(resolvePayoutAccountRequest, req.body);
    await enforceRateLimit({
      services,
      bucket: 'payout-account-resolve',
      clientKey: user.uid,
      ...resolveRateLimit,
    });
    res.json(await resolvePayoutAccount({ services, ...query }));
  });

  router.get('/api/payout-account', async (_req, res) => {
    const user = requireAccount(res);
    res.set('Cache-Control', 'no-store');
    res.json(await getPayoutAccounts({ services, uid: user.uid }));
  });

  router.put('/api/payout-account', parseJsonBody, async (req, res) => {
    // A verified address: the change is announced to it.
    const user = await requireOrganiser(res, services.identity);
    const request = parseBodyOrThrow(setPayoutAccountRequest, req.body);
    res.json(await setPayoutAccount({ services, user, ...request }));
  });

  return router;
}
