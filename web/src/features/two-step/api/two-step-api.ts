import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organisationTwoStep,
  twoStepConfirmed,
  twoStepSetup,
  twoStepStatus,
  type TwoStepCodeRequest,
} from '@contract/two-step';
import { apiClient } from '@/lib/api-client';

/*
 * Two-step sign-in (issue 38): the person's own step under `/api/me/two-step`, and whether an
 * organisation requires it for money.
 */

const statusKey = ['me', 'two-step'] as const;
const organisationKey = (orgId: string) => ['organisations', orgId, 'two-step'] as const;

/** Whether the person has the step, and whether this sign-in passed it. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiClient.get('/api/me/two-step', twoStepStatus, signal),
  });
}

/** A new secret to scan: not on until a code from it confirms it. */
export function useStartTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/me/two-step/start', undefined, twoStepSetup),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** `confirm` (turns it on), `verify` (this sign-in passed) or `disable`, each with a code. */
export type TwoStepAction = 'confirm' | 'verify' | 'disable';

/** The new status; confirming answers the recovery codes too, this once. */
const codeAnswer = twoStepConfirmed.partial({ recoveryCodes: true });

/** Sends a code; the answer is the new status (and, confirming, the recovery codes). */
export function sendTwoStepCode(action: TwoStepAction, request: TwoStepCodeRequest) {
  return apiClient.post(`/api/me/two-step/${action}`, request, codeAnswer);
}

/**
 * Sends a code; the status answered becomes the status query's, and the recovery codes
 * (confirming) go to `onRecoveryCodes` first, before the card they came from gives way.
 */
export function useTwoStepCode(
  action: TwoStepAction,
  onRecoveryCodes?: (recoveryCodes: string[]) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => sendTwoStepCode(action, { code }),
    onSuccess: ({ recoveryCodes, ...status }) => {
      if (recoveryCodes) onRecoveryCodes?.(recoveryCodes);
      queryClient.setQueryData(statusKey, status);
    },
  });
}

const organisationPath = (orgId: string) =>
  `/api/organisations/${encodeURIComponent(orgId)}/two-step`;

/** Whether the organisation's money actions need the step (any member may ask). */
export function useOrganisationTwoStep(orgId: string) {
  return useQuery({
    queryKey: organisationKey(orgId),
    queryFn: ({ signal }) => apiClient.get(organisationPath(orgId), organisationTwoStep, signal),
  });
}

/** Owners turn the requirement on or off. */
export function useSetOrganisationTwoStep(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiClient.put(organisationPath(orgId), { required }, organisationTwoStep),
    onSuccess: (answer) => queryClient.setQueryData(organisationKey(orgId), answer),
  });
}
