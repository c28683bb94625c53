import { randomUUID } from 'node:crypto';
import { testEnv } from './test-env';

/** Accounts and ID tokens from the Auth emulator's REST API (the same calls the web SDK makes). */
const identityToolkit = `http://${testEnv.authEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const emulatorAdmin = `http://${testEnv.authEmulatorHost}/emulator/v1/projects/${testEnv.projectId}`;

export type TestUser = { uid: string; idToken: string; email?: string; password?: string };

async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator: ${json.error?.message ?? response.status}`);
  return json;
}

type SignInAnswer = { localId: string; idToken: string };

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A new account with a verified email (`email`, else a new one), as organisers have
 * (organiser actions need one):
 * signed up, marked verified through the emulator's admin API, and signed in again so the
 * ID token says so.
 */
export async function signUp(label = 'organiser', email?: string): Promise<TestUser> {
  const user = await signUpUnverified(label, email);
  await markEmailVerified(user.uid);
  return signIn(user.email!, user.password!);
}

/** Marks the account's email verified, as opening the verification link does. */
export async function markEmailVerified(uid: string): Promise<void> {
  await postJson(
    `${identityToolkit}/projects/${testEnv.projectId}/accounts:update`,
    { localId: uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
}

/** A new account whose email is not verified yet (just signed up). */
export async function signUpUnverified(
  label = 'newcomer',
  email = uniqueEmail(label),
): Promise<TestUser> {
  const password = 'correct-horse-battery';
  const answer = await postJson<SignInAnswer>(
    `${identityToolkit}/accounts:signUp?key=demo-api-key`,
    {
      email,
      password,
      returnSecureToken: true,
    },
  );
  return { uid: answer.localId, idToken: answer.idToken, email, password };
}

export async function signIn(email: string, password: string): Promise<TestUser> {
  const answer = await postJson<SignInAnswer>(
    `${identityToolkit}/accounts:signInWithPassword?key=demo-api-key`,
    { email, password, returnSecureToken: true },
  );
  return { uid: answer.localId, idToken: answer.idToken, email, password };
}

export async function signInAnonymously(): Promise<TestUser> {
  const answer = await postJson<SignInAnswer>(
    `${identityToolkit}/accounts:signUp?key=demo-api-key`,
    {
      returnSecureToken: true,
    },
  );
  return { uid: answer.localId, idToken: answer.idToken };
}

/**
 * `count` anonymous sessions, as that many buyers pressing Buy make, `concurrency` at a
 * time (the emulator answers each in a few milliseconds). Returns their uids.
 */
export async function manyAnonymousSessions(count: number, concurrency = 20): Promise<string[]> {
  const uids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      uids.push((await signInAnonymously()).uid);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return uids;
}

/** Sets custom claims through the emulator's admin endpoint, then signs in again for a fresh token. */
export async function makeAdmin(user: TestUser): Promise<TestUser> {
  await postJson(
    `${identityToolkit}/projects/${testEnv.projectId}/accounts:update`,
    { localId: user.uid, customAttributes: JSON.stringify({ admin: true }) },
    { authorization: 'Bearer owner' },
  );
  return signIn(user.email!, user.password!);
}

export async function newAdmin(): Promise<TestUser> {
  return makeAdmin(await signUp('admin'));
}

/**
 * An emulator-style (unsigned) ID token for `uid` that expired an hour ago: firebase-admin
 * accepts unsigned tokens from the Auth emulator but still checks their times.
 */
export function expiredTokenFor(uid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${testEnv.projectId}`,
    aud: testEnv.projectId,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${encode(header)}.${encode(payload)}.`;
}

export { emulatorAdmin };
