import type { MyOrganisationsResponse } from '@contract/organisations';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { chooseOrganisation, useChosenOrganisationId } from './chosen-organisation';
import { useMyOrganisations } from './team-api';

export { chooseOrganisation, useChosenOrganisationId };

export type MyOrganisation = MyOrganisationsResponse['organisations'][number];

/** The default when nothing is chosen: the person's own organisation, else the first. */
function defaultOf(list: readonly MyOrganisation[], uid: string): MyOrganisation | undefined {
  return list.find((organisation) => organisation.id === `personal-${uid}`) ?? list[0];
}

/**
 * The person's organisations, the one they work in (with their role there) and a way to
 * switch. A choice of an organisation they no longer belong to falls back to the default.
 */
export function useCurrentOrganisation() {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : '';
  const query = useMyOrganisations();
  const chosenId = useChosenOrganisationId();
  const organisations = query.data?.organisations ?? [];
  const current =
    organisations.find((organisation) => organisation.id === chosenId) ??
    defaultOf(organisations, uid);
  return {
    query,
    organisations,
    current,
    choose: (orgId: string) => chooseOrganisation(uid, orgId),
  };
}
