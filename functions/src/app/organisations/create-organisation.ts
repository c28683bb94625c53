import type { MyOrganisationsResponse } from '../../contract/organisations';
import type { Services } from '../common/services';
import { foundOrganisation } from './found-organisation';

/**
 * `POST /api/organisations`: a new organisation with the person as its owner (an agency's
 * second brand, a venue's own team), its address made from its name.
 */
export async function createOrganisation({
  services: { docs, clock },
  uid,
  name,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  uid: string;
  name: string;
}): Promise<MyOrganisationsResponse['organisations'][number]> {
  const orgId = docs.newId();
  const slug = await docs.runTransaction((tx) =>
    foundOrganisation(tx, { orgId, name, ownerUid: uid, now: clock.now() }),
  );
  return { id: orgId, name, slug, role: 'owner' };
}
