import type { ApiKeyRole } from '../contract/api-keys';
import type { Membership } from './team-policy';

/**
 * An API key as the policy sees the request it authenticates (issue 41): the organisation it
 * belongs to, its role there and the events it is limited to, as a member's would be. Read
 * afresh from its record on every request, so a revoked key stops at once.
 */
export type ApiKeyPrincipal = {
  id: string;
  orgId: string;
  name: string;
  role: ApiKeyRole;
  /** null: every event of the organisation. */
  eventIds: readonly string[] | null;
  createdAt: string;
  /**
   * Whether its maker passed the second sign-in step when the key was made with a money
   * right in an organisation that required it: such a key passes the check in their place.
   */
  passedSecondStep: boolean;
};

const actorPrefix = 'api-key-';

/**
 * The uid a key acts as, in the records its actions leave (audit entries, who checked a
 * ticket in): never a Firebase uid, whose automatic ids have no hyphen.
 */
export const apiKeyActorUid = (keyId: string) => `${actorPrefix}${keyId}`;

/** The key an actor uid stands for, or undefined for a person's uid. */
export function apiKeyIdOfActor(uid: string): string | undefined {
  return uid.startsWith(actorPrefix) ? uid.slice(actorPrefix.length) : undefined;
}

/**
 * The key's place in organisation `orgId`, as a member's: its role and events in its own
 * organisation, nothing anywhere else (so the policy answers 404 there, as to a stranger).
 */
export function membershipOfApiKey(
  key: ApiKeyPrincipal,
  orgId: string | undefined,
): Membership | undefined {
  if (orgId === undefined || orgId !== key.orgId) return undefined;
  return { role: key.role, eventIds: key.eventIds };
}
