// `npm run grant-admin -- someone@example.com [--project my-project]`
// Grants the `admin` custom claim. Without --project it targets the local Auth emulator;
// with --project it uses a real Firebase project through Application Default Credentials
// (gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS).
import './lib/require-node-22.mjs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { parseArgs } from 'node:util';
import { authEmulatorHost, projectId as demoProjectId } from './lib/local-stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' }, revoke: { type: 'boolean', default: false } },
});
const email = positionals[0];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run grant-admin -- someone@example.com [--project <id>] [--revoke]');
  process.exit(2);
}

const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? demoProjectId;
if (!values.project) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authEmulatorHost;
initializeApp({ projectId });
const auth = getAuth();

try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: !values.revoke });
  const where = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `the Auth emulator (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`
    : `project ${projectId}`;
  console.log(
    `${values.revoke ? 'Revoked' : 'Granted'} admin for ${email} (${user.uid}) on ${where}. ` +
      'They get it at their next sign-in or token refresh.',
  );
} catch (error) {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : '';
  if (code === 'auth/user-not-found') console.error(`No account with the email ${email}.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
