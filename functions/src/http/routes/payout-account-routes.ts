import { Router } from 'express';
import { enforceRateLimit } from '../../app/common/rate-limit';
import type { Services } from '../../app/common/services';
import { getPayoutAccounts } from '../../app/payout-accounts/get-payout-accounts';
import { ensurePayoutAccountOrganisations } from '../../app/payout-accounts/move-payout-accounts';
import { ensurePersonalOrganisation } from '../../app/organisations/personal-organisation';
import { listPayoutBanks } from '../../app/payout-accounts/payout-banks';
import { resolvePayoutAccount } from '../../app/payout-accounts/resolve-payout-account';
import { setPayoutAccount } from '../../app/payout-accounts/set-payout-account';
import {
  payoutAccountsQuery,
  payoutBanksQuery,
  resolvePayoutAccountRequest,
  setPayoutAccountRequest,
  type PayoutBanksResponse,
} from '../../contract/payout-accounts';
import { requireAccount, viewerOf } from '../auth';
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

/** An organisation's payout accounts: the banks to choose from, checking, reading, setting. */
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

  /** The organisation asked for, else the person's own (made the first time it is needed). */
  const organisationOf = async (uid: string, asked: string | undefined) => {
    // Accounts kept before organisations move into them before the first read.
    await ensurePayoutAccountOrganisations(services.docs, services.clock);
    return asked ?? (await ensurePersonalOrganisation(services.docs, uid, services.clock.now()));
  };

  router.get('/api/payout-account', async (req, res) => {
    const user = requireAccount(res);
    const { orgId } = parseOrThrow(payoutAccountsQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(
      await getPayoutAccounts({
        services,
        orgId: await organisationOf(user.uid, orgId),
        viewer: viewerOf(res),
      }),
    );
  });

  router.put('/api/payout-account', parseJsonBody, async (req, res) => {
    // A verified address: the change is announced to it.
    const user = await requireOrganiser(res, services.identity);
    const { orgId, ...request } = parseBodyOrThrow(setPayoutAccountRequest, req.body);
    res.json(
      await setPayoutAccount({
        services,
        user,
        orgId: await organisationOf(user.uid, orgId),
        ...request,
      }),
    );
  });

  return router;
}
