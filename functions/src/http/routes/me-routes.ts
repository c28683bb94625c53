import { Router } from 'express';
import { updateProfileRequest } from '../../contract/users';
import { deleteAccount } from '../../app/accounts/delete-account';
import { ensureProfile, updateProfile } from '../../app/accounts/profile';
import type { Services } from '../../app/common/services';
import { requireAccount } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow } from '../validate';

/** The signed-in user's own profile and account. */
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

  router.delete('/api/me', async (_req, res) => {
    const user = requireAccount(res);
    await deleteAccount({ services, uid: user.uid });
    res.status(204).end();
  });

  return router;
}
