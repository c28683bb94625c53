import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { signIn, signUp } from '../support/auth-emulator';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '..', '..');

describe('npm run grant-admin', () => {
  it('grants the admin claim to an email on the Auth emulator', async () => {
    const organiser = await signUp('future-admin');
    const created = await callApi<{ id: string }>('/api/events', {
      token: organiser.idToken,
      json: { name: 'Needs review' },
    });
    const approvalPath = `/api/admin/events/${created.body.id}/approval`;
    expect(
      (await callApi(approvalPath, { token: organiser.idToken, json: { approved: true } })).status,
    ).toBe(403);

    const { stdout } = await run('node', ['scripts/grant-admin.mjs', organiser.email!], {
      cwd: repoRoot,
      env: process.env,
    });
    expect(stdout).toContain(`Granted admin for ${organiser.email}`);

    const refreshed = await signIn(organiser.email!, organiser.password!);
    const approved = await callApi(approvalPath, {
      token: refreshed.idToken,
      json: { approved: true },
    });
    expect(approved.status).toBe(200);
  });

  it('fails clearly for an unknown email', async () => {
    await expect(
      run('node', ['scripts/grant-admin.mjs', 'nobody-here@example.com'], {
        cwd: repoRoot,
        env: process.env,
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('No account with the email') });
  });
});
