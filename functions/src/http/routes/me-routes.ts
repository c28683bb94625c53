import { Router } from 'express';
import { twoStepCodeRequest } from '../../contract/two-step';
import { updateProfileRequest } from '../../contract/users';
import { deleteAccount } from '../../app/accounts/delete-account';
import { ensureProfile, updateProfile } from '../../app/accounts/profile';
import type { Services } from '../../app/common/services';
import {
  confirmTwoStep,
  disableTwoStep,
  getTwoStepStatus,
  startTwoStep,
  verifyTwoStep,
} from '../../app/two-step/my-two-step';
import { claimableEmail } from '../../app/tickets/list-my-tickets';
import { requireAccount } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow } from '../validate';

/** The signed-in user's own profile and account, and their two-step sign-in. */
export function meRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/me/profile', async (_req, res) => {
    const user = requireAccount(res);
    res.json(await ensureProfile({ services, uid: user.uid, email: user.email ?? '' }));
  });

  router.put('/api/me/profile', parseJsonBody, async (req, res) => {
    const user = requireAccount(res);
    const changes = parseBodyOrThrow(updateProfileRequest, req.body);
    res.json(await updateProfile({ services, uid: user.uid, email: user.email ?? '', changes }));
  });

  router.get('/api/me/two-step', async (_req, res) => {
    const person = requireAccount(res);
    res.set('Cache-Control', 'no-store');
    res.json(await getTwoStepStatus({ services, person }));
  });

  router.post('/api/me/two-step/start', async (_req, res) => {
    const person = requireAccount(res);
    res.set('Cache-Control', 'no-store');
    res.json(await startTwoStep({ services, person }));
  });

  const withCode = {
    confirm: confirmTwoStep,
    verify: verifyTwoStep,
    disable: disableTwoStep,
  } as const;
  for (const [action, useCase] of Object.entries(withCode)) {
    router.post(`/api/me/two-step/${action}`, parseJsonBody, async (req, res) => {
      const person = requireAccount(res);
      const { code } = parseBodyOrThrow(twoStepCodeRequest, req.body);
      res.json(await useCase({ services, person, code }));
    });
  }

  router.delete('/api/me', async (_req, res) => {
    const user = requireAccount(res);
    // Orders by address are the account's only where its mailbox is proven (as My tickets).
    await deleteAccount({ services, uid: user.uid, email: claimableEmail(user) });
    res.status(204).end();
  });

  return router;
}
