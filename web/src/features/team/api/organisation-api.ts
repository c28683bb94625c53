import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { organisationDetails, type ChangeOrganisationRequest } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { uploadImage } from '@/lib/upload-image';

const organisationPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}`;
export const organisationDetailsKey = (orgId: string) =>
  ['organisations', orgId, 'details'] as const;
/** Everything about organisations: the switcher's list, teams, details and logs. */
const everyOrganisation = ['organisations'] as const;

/** An organisation's name, address and logo, and what the viewer may change (any member). */
export function useOrganisationDetails(orgId: string) {
  return useQuery({
    queryKey: organisationDetailsKey(orgId),
    queryFn: ({ signal }) => apiClient.get(organisationPath(orgId), organisationDetails, signal),
    retry: false,
  });
}

/**
 * A new name or address (owners and admins). Everything about organisations is read again
 * after it, so the shell's switcher shows the new name.
 */
export function useChangeOrganisation(orgId: string) {
  return useRefreshingMutation(
    (change: ChangeOrganisationRequest) =>
      apiClient.request(organisationPath(orgId), {
        method: 'PATCH',
        body: change,
        schema: organisationDetails,
      }),
    everyOrganisation,
  );
}

/** Uploads the organisation's logo through `uploadImage`, reporting progress from 0 to 1. */
export function useUploadOrganisationLogo(orgId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (blob: Blob) => {
      setProgress(0);
      return uploadImage({ blob, target: 'organisation-logo', orgId }, { onProgress: setProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: everyOrganisation }),
  });
  return { ...mutation, progress };
}
