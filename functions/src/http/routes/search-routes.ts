import { Router } from 'express';
import { z } from 'zod';
import { text } from '../../contract/text';
import { ensureDerivedFields } from '../../app/accounts/derived-fields';
import { ensureUserListFields } from '../../app/accounts/user-list-fields';
import { search } from '../../app/search/search';
import type { Services } from '../../app/common/services';
import { requireAccount } from '../auth';
import { parseOrThrow } from '../validate';

const searchQuery = z.object({
  q: text({ min: 1, minMessage: 'Type something to search for', max: 100 }),
});

export function searchRoutes(services: Services): Router {
  const router = Router();
  router.get('/api/search', async (req, res) => {
    const user = requireAccount(res);
    const { q } = parseOrThrow(searchQuery, req.query);
    await ensureDerivedFields(services.docs);
    if (user.isAdmin) await ensureUserListFields(services.docs, services.identity);
    res.json(await search({ services, user, text: q }));
  });
  return router;
}
