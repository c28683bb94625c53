import type { Gender, ProfileResponse } from '../../contract/users';
import {
  prefixKeywords,
  prefixSearchText,
  searchKeywords,
  searchWords,
} from '../../domain/search-keywords';
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
   * What administrators find the user by (see domain/search-keywords.ts): the words of the
   * email and names and their prefixes (search), and the prefixes of the whole email, each
   * name and the full name (the user table); written with them and by the backfill
   * (app/accounts/user-list-fields.ts).
   */
  keywords?: string[];
  /**
   * When the profile was made: the user table's order, newest first. Profiles made before it
   * was kept get their account's creation time from the backfill.
   */
  createdAt?: string;
  updatedAt?: string;
};

type Searchable = { email: string; firstName?: string; lastName?: string };

/** The texts the user table's search matches the start of: the email and the names. */
function searchableTexts({ email, firstName, lastName }: Searchable): string[] {
  const names = [firstName, lastName].filter((name): name is string => Boolean(name?.trim()));
  return [email, ...names, ...(names.length > 1 ? [names.join(' ')] : [])];
}

/** The `keywords` of a profile with this email and these names. */
export function userKeywords(user: Searchable): string[] {
  const words = searchKeywords([user.email, user.firstName, user.lastName]);
  return [...new Set([...words, ...prefixKeywords(searchableTexts(user))])];
}

/**
 * Whether the profile starts with `prefix` (as `prefixSearch` gives it): its email, a name,
 * the full name, or a word of them. What a match of its keywords means, checked on what
 * was read for searches longer than the keywords keep.
 */
export function userStartsWith(user: Searchable, prefix: string): boolean {
  const texts = searchableTexts(user);
  return [...texts, ...texts.flatMap(searchWords)].some((text) =>
    prefixSearchText(text).startsWith(prefix),
  );
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
