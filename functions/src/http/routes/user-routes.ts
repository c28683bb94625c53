import { Router } from 'express';
import { z } from 'zod';
import { getProfilePhoto } from '../../app/accounts/get-profile-photo';
import type { Services } from '../../app/common/services';
import { userPathParams } from '../../contract/ids';
import { parseOrThrow } from '../validate';

const photoQuery = z.object({ v: z.string().min(1, 'The photo version is missing').max(64) });

export function userRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/users/:uid/photo', async (req, res) => {
    const { uid } = parseOrThrow(userPathParams, req.params);
    const { v: version } = parseOrThrow(photoQuery, req.query);
    const blob = await getProfilePhoto({ services, uid, version });
    // A new photo gets a new version, so a URL's bytes never change.
    res.set('Cache-Control', 'private, max-age=31536000, immutable');
    res.type(blob.contentType).send(blob.bytes);
  });

  return router;
}
