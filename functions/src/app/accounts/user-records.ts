import type { Gender, ProfileResponse } from '../../contract/users';
import { searchKeywords } from '../../domain/search-keywords';
import type { DocData } from '../../ports/doc-store';
import type { UserQuestionnaireRecord } from '../questionnaire/questionnaire-records';
import { profilePhotoUrl } from './upload-profile-photo';

/** `users/{uid}` as stored (SPEC.md's User entity; the password is never stored). */
export type UserRecord = DocData & {
  email: string;
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  dob?: string;
  country: string;
  state: string;
  /** Version token of the profile photo; set when a photo exists. */
  profileImg?: string;
  started?: boolean;
  /** 0 to 100: how far the user got in the questionnaire. */
  questionnaireProgress?: number;
  /** The user's own application: answers saved as they go, and what they sent. */
  questionnaire?: UserQuestionnaireRecord;
  /**
   * What administrators' search finds the user by (see domain/search-keywords.ts): the words
   * of the email and names and their prefixes, written with them and by the backfill.
   */
  keywords?: string[];
  createdAt?: string;
  updatedAt?: string;
};

/** The `keywords` of a profile with this email and these names. */
export function userKeywords(user: { email: string; firstName?: string; lastName?: string }) {
  return searchKeywords([user.email, user.firstName, user.lastName]);
}

/** SPEC.md: at sign-up, country and state default to the words Country and State. */
export function newUserRecord(email: string, now: string): UserRecord {
  return {
    email,
    keywords: userKeywords({ email }),
    country: 'Country',
    state: 'State',
    started: false,
    createdAt: now,
    updatedAt: now,
  };
}

export function toProfileResponse(uid: string, user: UserRecord): ProfileResponse {
  return {
    uid,
    email: user.email,
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.gender !== undefined ? { gender: user.gender } : {}),
    ...(user.dob !== undefined ? { dob: user.dob } : {}),
    country: user.country,
    state: user.state,
    ...(user.started !== undefined ? { started: user.started } : {}),
    ...(user.profileImg ? { photoUrl: profilePhotoUrl(uid, user.profileImg) } : {}),
  };
}
