import { z } from 'zod';

/*
 * Two-step sign-in (issue 38): a code from an authenticator app (TOTP), asked of platform
 * administrators approving payouts and, where an organisation requires it, of its members
 * before money actions. The API answers a money action without it with 403
 * `two_step_required` (details.enrolled: whether the person has set it up).
 */

const codeMessage = 'Enter the 6-digit code from your authenticator app, or a recovery code';

/**
 * Six digits, as authenticator apps show them ("123 456" is taken too), or one of the
 * recovery codes given when the step was set up (`abcde-fghij`).
 */
export const twoStepCode = z
  .string({ error: codeMessage })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, codeMessage));

/**
 * `POST /api/me/two-step/confirm`, `/verify`, `/disable`: a current code (confirming the
 * set-up, proving this sign-in, or turning the step off; a recovery code does for the last
 * two).
 */
export const twoStepCodeRequest = z.object({ code: twoStepCode });
export type TwoStepCodeRequest = z.input<typeof twoStepCodeRequest>;

/** `GET /api/me/two-step`: whether the person has it, and whether this sign-in passed it. */
export const twoStepStatus = z.object({
  enabled: z.boolean(),
  /** When it was set up (confirmed with a first code). */
  confirmedAt: z.string().optional(),
  /** A set-up started and not confirmed yet. */
  isPending: z.boolean(),
  /** Until when this sign-in counts as having passed the step, if it did. */
  passedUntil: z.string().optional(),
  /** Recovery codes not used yet, while the step is on. */
  recoveryCodesLeft: z.number().int().optional(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatus>;

/**
 * `POST /api/me/two-step/confirm`: the status, and the recovery codes, shown this once (each
 * stands in for a code once, for a lost phone; only their SHA-256 is kept).
 */
export const twoStepConfirmed = twoStepStatus.extend({ recoveryCodes: z.array(z.string()) });
export type TwoStepConfirmed = z.infer<typeof twoStepConfirmed>;

/**
 * `POST /api/me/two-step/start`: a new secret, not active until confirmed with a code from
 * it. `otpauthUrl` is what the QR code shows; `secret` (base32) is for typing in instead.
 */
export const twoStepSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetup>;

/** `GET` and `PUT /api/organisations/{orgId}/two-step`: whether money actions need the step. */
export const organisationTwoStep = z.object({ required: z.boolean() });
export type OrganisationTwoStep = z.infer<typeof organisationTwoStep>;
export const setOrganisationTwoStepRequest = organisationTwoStep;
