import { Router } from 'express';
import { z } from 'zod';
import { search } from '../../app/search';
import type { Services } from '../../app/services';
import { requireAccount } from '../auth';
import { parseOrThrow } from '../validate';

const searchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(100, 'At most 100 characters'),
});

export function searchRoutes(services: Services): Router {
  const router = Router();
  router.get('/api/search', async (req, res) => {
    const user = requireAccount(res);
    const { q } = parseOrThrow(searchQuery, req.query);
    res.json(await search({ services, user, text: q }));
  });
  return router;
}
