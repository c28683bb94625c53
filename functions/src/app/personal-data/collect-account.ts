import type { PersonalData } from '../../contract/personal-data';
import { collections, paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { UserRecord } from '../accounts/user-records';
import type { MembershipRecord, OrganisationRecord } from '../organisations/organisation-records';
import { accountSubmissionId, type SubmissionRecord } from '../questionnaire/questionnaire-records';
import type { TwoStepRecord } from '../two-step/two-step-records';
import { recordLimit } from './collect-purchases';
import type { DataSubject } from './data-subject';
import { definedFields } from './personal-data-events';

type AccountPart = Pick<
  PersonalData,
  'profile' | 'questionnaire' | 'twoStepSignIn' | 'memberships'
>;

/**
 * What an account keeps: its profile (the photo as a fact: it is downloaded from Profile),
 * its application to organise events, whether two-step sign-in is on (never its secret or
 * recovery codes), and its places in organisations. An address alone has the applications
 * sent with it.
 */
export async function collectAccount(docs: DocStore, subject: DataSubject): Promise<AccountPart> {
  const { uid, email } = subject;
  const [user, twoStep, ownSubmission, submissionsByEmail, memberships] = await Promise.all([
    uid ? docs.get<UserRecord>(paths.user(uid)) : undefined,
    uid ? docs.get<TwoStepRecord>(paths.twoStep(uid)) : undefined,
    uid
      ? docs.get<SubmissionRecord>(paths.questionnaireSubmission(accountSubmissionId(uid)))
      : undefined,
    email
      ? docs.query<SubmissionRecord>({
          collection: collections.questionnaireSubmissions,
          where: [{ field: 'email', op: '==', value: email }],
          limit: recordLimit,
        })
      : [],
    uid
      ? docs.query<MembershipRecord>({
          collection: collections.memberships,
          where: [{ field: 'uid', op: '==', value: uid }],
          limit: recordLimit,
        })
      : [],
  ]);
  const submissions = [
    ...(ownSubmission?.data ? [ownSubmission as ExistingDoc<SubmissionRecord>] : []),
    ...submissionsByEmail.filter((doc) => doc.id !== ownSubmission?.id),
  ];
  const profile = user?.data && uid ? profileForFile(uid, user.data) : null;
  const draft = user?.data?.questionnaire ?? null;
  return {
    profile,
    questionnaire: {
      draft: draft ? { ...draft } : null,
      submissions: submissions.map(({ data }) => ({
        info: data.info,
        status: data.status,
        submittedAt: data.submittedAt,
        gender: data.gender,
        firstName: data.firstName,
        email: data.email,
        country: data.country,
        questions: data.questions,
        message: data.message,
        ...definedFields({ response: data.response, respondedAt: data.respondedAt }),
      })),
    },
    twoStepSignIn: twoStep?.data
      ? {
          enabled: twoStep.data.enabled,
          setUpAt: twoStep.data.createdAt,
          recoveryCodesLeft: twoStep.data.recoveryCodes?.length ?? 0,
          ...definedFields({ confirmedAt: twoStep.data.confirmedAt }),
        }
      : null,
    memberships: await membershipsForFile(docs, memberships),
  };
}

function profileForFile(uid: string, user: UserRecord): NonNullable<PersonalData['profile']> {
  return {
    uid,
    email: user.email,
    hasPhoto: Boolean(user.profileImg),
    ...definedFields({
      firstName: user.firstName,
      lastName: user.lastName,
      gender: user.gender,
      dob: user.dob,
      country: user.country,
      state: user.state,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }),
  };
}

async function membershipsForFile(
  docs: DocStore,
  memberships: ExistingDoc<MembershipRecord>[],
): Promise<PersonalData['memberships']> {
  const organisations = await docs.getAll<OrganisationRecord>(
    memberships.map(({ data }) => paths.organisation(data.orgId)),
  );
  return memberships.map(({ data }, index) => ({
    organisationId: data.orgId,
    organisationName: organisations[index]?.data?.name ?? data.orgId,
    role: data.role,
    addedAt: data.addedAt,
    ...definedFields({ limitedToEventIds: data.eventIds ?? undefined }),
  }));
}
