import { z } from 'zod';
import { docIdSchema, eventId } from './ids';
import { organisationPathParams } from './organisations';
import { teamRoles, type TeamRole } from './team-roles';
import { text } from './text';

/*
 * API keys (issue 41): an organisation's keys for other systems, each with a role of the
 * team's table (never owner) and optionally limited to chosen events. The routes:
 *
 * - `GET    /api/organisations/{orgId}/api-keys`: its keys (`apiKeysResponse`).
 * - `POST   /api/organisations/{orgId}/api-keys`: a new key (`createApiKeyRequest`), 201 with
 *   the key itself, shown this once (`createdApiKeyResponse`).
 * - `DELETE /api/organisations/{orgId}/api-keys/{keyId}`: revokes it, 204.
 *
 * A key is sent as `Authorization: Bearer tp_live_…` (`tp_test_…` on the emulators).
 */

/** The roles a key may have: every role but owner (a key never owns the organisation). */
export const apiKeyRoles = teamRoles.filter(
  (role): role is Exclude<TeamRole, 'owner'> => role !== 'owner',
);
export type ApiKeyRole = (typeof apiKeyRoles)[number];

/** Where a key works: `live` in production, `test` on the emulators and local stacks. */
export const apiKeyModes = ['live', 'test'] as const;
export type ApiKeyMode = (typeof apiKeyModes)[number];

/** Every key starts so, which tells a key from a Firebase ID token in the same header. */
export const apiKeyScheme = 'tp_';

/** A key's id: 12 letters and digits, also the public part of the key (its prefix). */
export const apiKeyIdLength = 12;
/** The secret after it: 40 letters and digits (about 238 bits). */
export const apiKeySecretLength = 40;

export const apiKeyId = docIdSchema('an API key id', {
  min: apiKeyIdLength,
  max: apiKeyIdLength,
});
export const apiKeyPathParams = organisationPathParams.extend({ keyId: apiKeyId });

/** The most keys an organisation may have that are not revoked. */
export const maxApiKeys = 50;

/** `POST /api/organisations/{orgId}/api-keys` */
export const createApiKeyRequest = z.object({
  name: text({ min: 1, minMessage: 'Give the key a name', max: 80 }),
  role: z.enum(apiKeyRoles, { error: 'Not a role a key may have' }),
  /** The events it works on: unset or null for all of the organisation's, and later ones. */
  eventIds: z
    .array(eventId, { error: 'Not a list of events' })
    .min(1, 'Choose at least one event, or none for all')
    .max(200, 'At most 200 events')
    .nullable()
    .optional(),
  /** When it stops working (ISO 8601, in the future); unset or null: never. */
  expiresAt: z.iso.datetime({ offset: true, error: 'Not a date and time' }).nullable().optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** A key as its organisation's owners and admins see it: never its secret. */
export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`tp_live_` and its id), to recognise it. */
  prefix: z.string(),
  role: z.enum(apiKeyRoles),
  /** null: every event of the organisation. */
  eventIds: z.array(z.string()).nullable(),
  createdByUid: z.string(),
  createdByEmail: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** When it was last used, to within a few minutes; null: never. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** `GET /api/organisations/{orgId}/api-keys`: newest first, revoked ones too. */
export const apiKeysResponse = z.object({ apiKeys: z.array(apiKeyView) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

/** 201 to `POST …/api-keys`: the key itself is here and nowhere else, ever. */
export const createdApiKeyResponse = z.object({ apiKey: apiKeyView, key: z.string() });
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponse>;

/** The one answer (401) to a key that is unknown, revoked or expired. */
export const apiKeyRefusal = 'This API key is not valid: it is unknown, revoked or expired';
