import { randomUUID } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { listSubmissionsResponse } from '../../functions/src/contract/questionnaire';
import { callApi } from './api';
import { newAdmin, type TestUser } from './auth-emulator';

/** A tag (the questionnaire's `info`) no other submission has. */
export const uniqueTag = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** A complete, valid application tagged `info`, from a new email address. */
export const application = (info: string) => ({
  info,
  gender: 'Female',
  firstName: 'Thandi',
  email: `thandi-${randomUUID().slice(0, 6)}@example.com`,
  country: 'South Africa',
  answers: ['+27 82 000 0000', 'Paradise Events', 'Concerts', 'About 300', 'A friend'],
  message: 'We would love to sell tickets with you.',
});

/** Sends the questionnaire with `headers` (the visitor's), signed in when `token` is given. */
export const submit = (json: unknown, headers: Record<string, string>, token?: string) =>
  callApi('/api/questionnaire/submissions', { json, headers, token });

/** The submissions tagged `info` (of `status`, when given), as `admin` lists them. */
async function submissionsTaggedFor(admin: TestUser, info: string, status?: string) {
  const query = new URLSearchParams({ info, ...(status ? { status } : {}) });
  const answer = await callApi(`/api/admin/questionnaire/submissions?${query.toString()}`, {
    token: admin.idToken,
  });
  expect(answer.status).toBe(200);
  return listSubmissionsResponse.parse(answer.body).submissions;
}

/**
 * An administrator for the file's tests, made before they run: `admin()` is the account, and
 * `submissionsTagged(info, status?)` lists the submissions tagged `info` as they see them.
 */
export function questionnaireAdmin() {
  let account: TestUser | undefined;
  beforeAll(async () => {
    account = await newAdmin();
  });
  const admin = () => {
    if (!account) throw new Error('questionnaireAdmin(): its account is made in beforeAll');
    return account;
  };
  return {
    admin,
    submissionsTagged: (info: string, status?: string) =>
      submissionsTaggedFor(admin(), info, status),
  };
}
