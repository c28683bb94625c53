import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  acceptInvitationResponse,
  invitationPreview,
  invitationTokenHeader,
  invitationView,
  memberView,
  myOrganisationsResponse,
  myOrganisation,
  teamResponse,
  type CreateOrganisationRequest,
  type InviteRequest,
} from '@contract/organisations';
import type { TeamRole } from '@contract/team-roles';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const organisationPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}`;
const teamKey = (orgId: string) => ['organisations', orgId, 'team'] as const;

/** Founds an organisation with the signed-in person as its owner. */
export function useCreateOrganisation() {
  return useRefreshingMutation(
    (request: CreateOrganisationRequest) =>
      apiClient.post('/api/organisations', request, myOrganisation),
    ['organisations', 'mine'],
  );
}

/** Deletes an organisation that has no events (owners only). */
export function useDeleteOrganisation(orgId: string) {
  return useRefreshingMutation(
    () => apiClient.request(organisationPath(orgId), { method: 'DELETE', schema: z.unknown() }),
    ['organisations', 'mine'],
  );
}

/** The organisations the signed-in person belongs to, with their role in each. */
export function useMyOrganisations() {
  return useQuery({
    queryKey: ['organisations', 'mine'],
    queryFn: ({ signal }) =>
      apiClient.get('/api/organisations/mine', myOrganisationsResponse, signal),
  });
}

/** An organisation's members and open invitations (owners and admins only). */
export function useTeam(orgId: string | undefined) {
  return useQuery({
    queryKey: teamKey(orgId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get(`${organisationPath(orgId!)}/team`, teamResponse, signal),
    enabled: orgId !== undefined,
    retry: false,
  });
}

export function useInvite(orgId: string) {
  return useRefreshingMutation(
    (invite: InviteRequest) =>
      apiClient.post(`${organisationPath(orgId)}/invitations`, invite, invitationView),
    teamKey(orgId),
  );
}

export function useResendInvitation(orgId: string) {
  return useRefreshingMutation(
    (invitationId: string) =>
      apiClient.post(
        `${organisationPath(orgId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
        undefined,
        invitationView,
      ),
    teamKey(orgId),
  );
}

export function useRevokeInvitation(orgId: string) {
  return useRefreshingMutation(
    (invitationId: string) =>
      apiClient.request(
        `${organisationPath(orgId)}/invitations/${encodeURIComponent(invitationId)}`,
        { method: 'DELETE', schema: z.unknown() },
      ),
    teamKey(orgId),
  );
}

export function useChangeMember(orgId: string) {
  return useRefreshingMutation(
    ({ uid, role, eventIds }: { uid: string; role: TeamRole; eventIds?: string[] | null }) =>
      apiClient.request(`${organisationPath(orgId)}/members/${encodeURIComponent(uid)}`, {
        method: 'PATCH',
        body: { role, ...(eventIds !== undefined ? { eventIds } : {}) },
        schema: memberView,
      }),
    teamKey(orgId),
  );
}

export function useRemoveMember(orgId: string) {
  return useRefreshingMutation(
    (uid: string) =>
      apiClient.request(`${organisationPath(orgId)}/members/${encodeURIComponent(uid)}`, {
        method: 'DELETE',
        schema: z.unknown(),
      }),
    teamKey(orgId),
  );
}

const invitationPath = (invitationId: string) =>
  `/api/invitations/${encodeURIComponent(invitationId)}`;

/** What the invitation page shows; the link's secret goes in a header, never the address. */
export function useInvitationPreview(invitationId: string, token: string) {
  return useQuery({
    queryKey: ['invitations', invitationId, token],
    queryFn: ({ signal }) =>
      apiClient.request(invitationPath(invitationId), {
        schema: invitationPreview,
        signal,
        headers: { [invitationTokenHeader]: token },
      }),
    enabled: token !== '',
    retry: false,
  });
}

export function useAcceptInvitation(invitationId: string) {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post(`${invitationPath(invitationId)}/accept`, { token }, acceptInvitationResponse),
  });
}
