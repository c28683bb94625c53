import type { ApiKeyPrincipal } from '../../domain/api-key-principal';
import { hasPassedStep } from '../../domain/two-step';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { Services } from '../common/services';
import type { OrganisationRecord } from '../organisations/organisation-records';
import type { TwoStepRecord } from './two-step-records';

/**
 * Who acts: the person, and when they signed in (the ID token's `auth_time`: the
 * VerifiedUser's `signedInAt`, which `viewerOf` passes on). Without it, the step is not
 * passed. An API key passes when its maker passed the step as they made it.
 */
export type SecondStepPerson = {
  uid: string;
  signedInAt?: Date | undefined;
  apiKey?: ApiKeyPrincipal | undefined;
};

type SecondStepServices = Pick<Services, 'docs' | 'clock'>;

/** The refusal: 403 `two_step_required`, saying whether the person has set the step up. */
export function twoStepRequired(isEnrolled: boolean): AppError {
  return new AppError(
    'two_step_required',
    isEnrolled
      ? 'Enter the code from your authenticator app first: this needs two-step sign-in'
      : 'This needs two-step sign-in: set it up in Settings first',
    undefined,
    { enrolled: isEnrolled },
  );
}

/**
 * The one check: has `person` passed the two-step code in this sign-in (in the last 12
 * hours)? Throws `two_step_required` if not, also to someone who never set it up. One read.
 */
export async function requireSecondStep(
  { docs, clock }: SecondStepServices,
  person: SecondStepPerson,
): Promise<void> {
  const record = (await docs.get<TwoStepRecord>(paths.twoStep(person.uid))).data;
  const isEnrolled = record?.enabled === true;
  if (isEnrolled && hasPassedStep(record.sessions, person.signedInAt, clock.now())) return;
  throw twoStepRequired(isEnrolled);
}

/** Whether the organisation asks money actions for the second step. */
export async function organisationRequiresSecondStep(
  { docs }: Pick<Services, 'docs'>,
  orgId: string | undefined,
): Promise<boolean> {
  if (!orgId) return false;
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(orgId))).data;
  return organisation?.twoStepRequired === true;
}

/**
 * For a money action on behalf of organisation `orgId` (refunds, the money of its events, its
 * payout accounts): `requireSecondStep` when the organisation requires it. Call it once the
 * person is authorised (so a stranger is still told 404), and before anything moves. An
 * event made before organisations (no `orgId`) asks nothing.
 */
export async function requireSecondStepFor(
  services: SecondStepServices,
  person: SecondStepPerson | undefined,
  orgId: string | undefined,
): Promise<void> {
  if (!(await organisationRequiresSecondStep(services, orgId))) return;
  if (!person) throw twoStepRequired(false);
  if (person.apiKey) {
    if (person.apiKey.passedSecondStep) return;
    throw new AppError(
      'two_step_required',
      'This API key was made without two-step sign-in, which the organisation now requires for money: an owner or admin makes a new one',
      undefined,
      { enrolled: false },
    );
  }
  await requireSecondStep(services, person);
}
