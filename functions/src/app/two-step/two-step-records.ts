import type { TwoStepSession } from '../../domain/two-step';
import type { DocData } from '../../ports/doc-store';

/**
 * `twoStep/{uid}`: a person's two-step sign-in (our own TOTP step, see docs/architecture.md).
 * Only the API reads it (firestore.rules keep every client out of every document).
 */
export type TwoStepRecord = DocData & {
  /** The authenticator's secret, base32: what the QR code carried. */
  secret: string;
  /** False from the start of a set-up until a first code confirms it. */
  enabled: boolean;
  /** When the secret was made. */
  createdAt: string;
  confirmedAt?: string;
  /** The time step of the last code accepted: a code is good once, an older one never. */
  lastStep?: number;
  /** The SHA-256 (hex) of each recovery code not used yet. */
  recoveryCodes?: string[];
  /** The sign-ins (by `auth_time`) that passed the step, each for 12 hours. */
  sessions?: TwoStepSession[];
  updatedAt: string;
};
