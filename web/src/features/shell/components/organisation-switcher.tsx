import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  chooseOrganisation,
  useChosenOrganisationId,
  useCurrentOrganisation,
} from '@/features/team/api/current-organisation';

/**
 * Which organisation the person works in: their events, money, team and payout accounts are
 * that organisation's. Shown only to people in more than one. A choice of an organisation
 * they have left (or were removed from) goes back to the default.
 */
export function OrganisationSwitcher({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : '';
  const { query, organisations, current, choose } = useCurrentOrganisation();
  const chosenId = useChosenOrganisationId();
  const isStale =
    query.isSuccess &&
    chosenId !== undefined &&
    !organisations.some((organisation) => organisation.id === chosenId);
  useEffect(() => {
    if (isStale && uid) chooseOrganisation(uid, undefined);
  }, [isStale, uid]);

  if (organisations.length < 2 || !current) return null;
  const isHeader = variant === 'header';
  return (
    <NativeSelect
      {...(isHeader ? { 'aria-label': 'Organisation' } : { label: 'Organisation' })}
      data={organisations.map((organisation) => ({
        value: organisation.id,
        label: organisation.name,
      }))}
      value={current.id}
      onChange={(event) => choose(event.currentTarget.value)}
      w={isHeader ? 200 : undefined}
    />
  );
}
