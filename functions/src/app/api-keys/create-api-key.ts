import type { z } from 'zod';
import {
  maxApiKeys,
  type ApiKeyRole,
  type createApiKeyRequest,
  type CreatedApiKeyResponse,
} from '../../contract/api-keys';
import { moneyRights, rightsOfRole, roleNames } from '../../contract/team-roles';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import {
  organisationRequiresSecondStep,
  requireSecondStep,
  type SecondStepPerson,
} from '../two-step/require-second-step';
import { refuseApiKey } from './refuse-api-key';
import { apiKeyModeOf, isUsable, toApiKeyView, type ApiKeyRecord } from './api-key-records';
import { newApiKey } from './api-key-secret';

type Ports = 'docs' | 'clock' | 'identity' | 'backend' | 'projectId';

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/** The events named are the organisation's own, or a 400 naming `eventIds`. */
async function checkEventsOf(
  docs: UseCaseOptions<'docs'>['services']['docs'],
  orgId: string,
  eventIds: readonly string[] | null | undefined,
): Promise<void> {
  if (!eventIds || eventIds.length === 0) return;
  const events = await docs.getAll<EventRecord>(eventIds.map((id) => paths.event(id)));
  if (events.some((event) => event.data?.orgId !== orgId)) {
    throw invalid('eventIds', 'Choose events of this organisation');
  }
}

/**
 * Whether the key may pass the second sign-in step for money actions: only a key whose role
 * has a money right needs it, and its maker must have passed the step in this sign-in when the
 * organisation requires it (a 403 `two_step_required`, which the web answers with the code).
 * A maker who passed it anyway makes a key that keeps working if the organisation later
 * requires it.
 */
async function secondStepOfKey(
  services: UseCaseOptions<'docs' | 'clock'>['services'],
  orgId: string,
  maker: SecondStepPerson,
  role: ApiKeyRole,
): Promise<boolean> {
  if (!rightsOfRole[role].some((right) => moneyRights.includes(right))) return false;
  const isRequired = await organisationRequiresSecondStep(services, orgId);
  try {
    await requireSecondStep(services, maker);
    return true;
  } catch (error) {
    const isNotPassed = error instanceof AppError && error.code === 'two_step_required';
    if (isRequired || !isNotPassed) throw error;
    return false;
  }
}

/**
 * `POST /api/organisations/{orgId}/api-keys` (owners and admins, `api_keys.manage`): a new key
 * with a role (never owner), optionally limited to chosen events and expiring. The answer
 * carries the key itself, the only time it is shown; the record keeps its hash. Refusals
 * write nothing; the key and its audit entry are written together.
 */
export async function createApiKey({
  services,
  orgId,
  viewer,
  input,
}: UseCaseOptions<
  Ports,
  { orgId: string; viewer: Viewer; input: z.output<typeof createApiKeyRequest> }
>): Promise<CreatedApiKeyResponse> {
  const { docs, clock } = services;
  refuseApiKey(viewer);
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'api_keys.manage');
  const now = clock.now();
  if (input.expiresAt && Date.parse(input.expiresAt) <= now.getTime()) {
    throw invalid('expiresAt', 'Choose a time that has not passed yet');
  }
  const [, passedSecondStep, creator, existing] = await Promise.all([
    checkEventsOf(docs, orgId, input.eventIds),
    secondStepOfKey(
      services,
      orgId,
      { uid: actor.uid, signedInAt: viewer?.signedInAt },
      input.role,
    ),
    services.identity.getAccount(actor.uid),
    docs.query<ApiKeyRecord>({
      collection: collections.apiKeys,
      where: [{ field: 'orgId', op: '==', value: orgId }],
    }),
  ]);
  if (existing.filter((key) => isUsable(key.data, now)).length >= maxApiKeys) {
    throw new AppError(
      'conflict',
      `An organisation has at most ${maxApiKeys} API keys: revoke one it no longer needs`,
    );
  }
  const { id, key, secretHash } = newApiKey(apiKeyModeOf(services));
  const eventIds = input.eventIds ?? null;
  const expiresAt = input.expiresAt ? new Date(input.expiresAt).toISOString() : null;
  const record: ApiKeyRecord = {
    orgId,
    name: input.name,
    role: input.role,
    eventIds,
    mode: apiKeyModeOf(services),
    secretHash,
    createdBy: actor.uid,
    ...(creator?.email ? { createdByEmail: creator.email } : {}),
    createdAt: now.toISOString(),
    expiresAt,
    lastUsedAt: null,
    revokedAt: null,
    passedSecondStep,
  };
  await docs.runTransaction(async (tx) => {
    tx.create(paths.apiKey(id), record);
    recordAudit(tx, orgId, now, {
      kind: 'api_key.created',
      actorUid: actor.uid,
      summary: `Made the API key "${input.name}" as ${roleNames[input.role]}`,
      after: { name: input.name, role: input.role, eventIds, expiresAt },
    });
  });
  return { apiKey: toApiKeyView({ id, path: paths.apiKey(id), data: record }), key };
}
