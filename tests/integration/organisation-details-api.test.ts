/**
 * Issue 38's organisation details, through the API on both backends: any member reads the
 * name, address (slug) and logo; owners and admins change them. A new address is claimed and
 * the old one freed in one step; an address taken, malformed or reserved is refused naming
 * `slug`, and no refusal writes anything. The logo goes through `uploadImage`, cropped square,
 * and is served to anyone under a versioned URL. Each change is in the audit log.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../functions/src/contract/errors';
import {
  auditResponse,
  myOrganisation,
  myOrganisationsResponse,
  organisationDetails,
  type ChangeOrganisationRequest,
} from '../../functions/src/contract/organisations';
import type { TeamRole } from '../../functions/src/contract/team-roles';
import { paths } from '../../functions/src/paths';
import type { DocData } from '../../functions/src/ports/doc-store';
import { callApi } from '../support/api';
import { signUp, type TestUser } from '../support/auth-emulator';
import { backendDocs, closeBackendDocs } from '../support/backend-docs';
import { imageUploadForm, photoJpeg } from '../support/images';
import { testEnv } from '../support/test-env';

let owner: TestUser;
let admin: TestUser;
let manager: TestUser;
let stranger: TestUser;
let otherOwner: TestUser;
let orgId: string;
let otherOrgId: string;
/** Slugs are global: each run's own, so runs against one stack do not meet. */
const run = Math.random().toString(36).slice(2, 8);

const found = async (by: TestUser, name: string) => {
  const made = await callApi('/api/organisations', { token: by.idToken, json: { name } });
  expect(made.status).toBe(201);
  return myOrganisation.parse(made.body);
};
const join = (user: TestUser, role: TeamRole) =>
  backendDocs().set(paths.membership(orgId, user.uid), {
    orgId,
    uid: user.uid,
    role,
    addedAt: new Date().toISOString(),
  });

beforeAll(async () => {
  [owner, admin, manager, stranger, otherOwner] = await Promise.all(
    ['details-owner', 'details-admin', 'details-manager', 'details-stranger', 'details-other'].map(
      (label) => signUp(label),
    ),
  );
  [{ id: orgId }, { id: otherOrgId }] = await Promise.all([
    found(owner, `Rooftop ${run}`),
    found(otherOwner, `Harbour ${run}`),
  ]);
  await Promise.all([join(admin, 'admin'), join(manager, 'event_manager')]);
});

afterAll(closeBackendDocs);

const details = async (by: TestUser, id = orgId) => {
  const answer = await callApi(`/api/organisations/${id}`, { token: by.idToken });
  expect(answer.status).toBe(200);
  return organisationDetails.parse(answer.body);
};
const change = (
  by: TestUser,
  json: ChangeOrganisationRequest | Record<string, unknown>,
  id = orgId,
) => callApi(`/api/organisations/${id}`, { method: 'PATCH', token: by.idToken, json });
const refusal = (body: unknown) => apiErrorBody.parse(body).error;
const claimOf = async (slug: string) =>
  (await backendDocs().get(paths.organisationSlug(slug))).data?.orgId;
const auditOf = async (id = orgId) =>
  auditResponse.parse(
    (
      await callApi(`/api/organisations/${id}/audit?kind=organisation.changed`, {
        token: owner.idToken,
      })
    ).body,
  ).entries;

/** What a refusal must leave as it was: the organisations, their claims and their logs. */
async function storeState(): Promise<DocData[]> {
  const docs = backendDocs();
  const organisations = await Promise.all(
    [orgId, otherOrgId].map(async (id) => (await docs.get(paths.organisation(id))).data ?? {}),
  );
  const claims = await Promise.all(
    organisations.map(
      async (organisation) =>
        (await docs.get(paths.organisationSlug(String(organisation.slug)))).data ?? {},
    ),
  );
  const logs = await Promise.all(
    [orgId, otherOrgId].map(async (id) => ({
      entries: (await docs.query({ collection: paths.organisationAudit(id) })).length,
    })),
  );
  return [...organisations, ...claims, ...logs];
}

async function fetchLogo(url: string) {
  const response = await fetch(`${testEnv.hostingUrl}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const uploadLogo = (by: TestUser, photo: Buffer, id = orgId) =>
  callApi<{ url: string }>('/api/uploadImage', {
    token: by.idToken,
    rawBody: imageUploadForm(photo, { target: 'organisation-logo', orgId: id }),
  });

describe('an organisation’s details', () => {
  it('are read by any member, and by nobody else', async () => {
    const seen = await details(owner);
    expect(seen).toMatchObject({ id: orgId, name: `Rooftop ${run}`, personal: false });
    expect(seen.slug).toBe(`rooftop-${run}`);
    expect(seen.logoUrl).toBeUndefined();
    expect(seen.yourRights).toContain('organisation.edit');
    const asManager = await details(manager);
    expect(asManager.name).toBe(seen.name);
    expect(asManager.yourRights).not.toContain('organisation.edit');
    expect((await details(admin)).yourRights).toContain('organisation.edit');
    expect((await callApi(`/api/organisations/${orgId}`, { token: stranger.idToken })).status).toBe(
      404,
    );
    expect((await callApi(`/api/organisations/${orgId}`)).status).toBe(401);
  });

  it('are renamed by an owner, trimmed, and the rename is logged', async () => {
    const renamed = await change(owner, { name: `  Rooftop Sessions ${run} ` });
    expect(renamed.status).toBe(200);
    expect(organisationDetails.parse(renamed.body)).toMatchObject({
      name: `Rooftop Sessions ${run}`,
      slug: `rooftop-${run}`,
    });
    const mine = myOrganisationsResponse.parse(
      (await callApi('/api/organisations/mine', { token: owner.idToken })).body,
    );
    expect(mine.organisations.find((each) => each.id === orgId)?.name).toBe(
      `Rooftop Sessions ${run}`,
    );
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      kind: 'organisation.changed',
      actorUid: owner.uid,
      before: { name: `Rooftop ${run}`, slug: `rooftop-${run}` },
      after: { name: `Rooftop Sessions ${run}`, slug: `rooftop-${run}` },
    });
  });

  it('move to a new address by an admin: the new one claimed, the old one free again', async () => {
    const oldSlug = `rooftop-${run}`;
    const newSlug = `rooftop-sessions-${run}`;
    const moved = await change(admin, { slug: ` Rooftop-Sessions-${run.toUpperCase()} ` });
    expect(moved.status).toBe(200);
    expect(organisationDetails.parse(moved.body).slug).toBe(newSlug);
    expect(await claimOf(newSlug)).toBe(orgId);
    expect(await claimOf(oldSlug)).toBeUndefined();
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      actorUid: admin.uid,
      before: { slug: oldSlug },
      after: { slug: newSlug },
    });

    // Free again: another organisation takes it.
    const taken = await change(otherOwner, { slug: oldSlug }, otherOrgId);
    expect(taken.status).toBe(200);
    expect(await claimOf(oldSlug)).toBe(otherOrgId);
    expect(await claimOf(`harbour-${run}`)).toBeUndefined();
  });

  it('refuse an address taken, malformed or reserved naming slug, and write nothing', async () => {
    const before = await storeState();
    const otherSlug = (await details(otherOwner, otherOrgId)).slug;
    const taken = await change(owner, { name: 'Stolen name', slug: otherSlug });
    expect(taken.status).toBe(409);
    expect(refusal(taken.body)).toMatchObject({ code: 'conflict' });
    expect(refusal(taken.body).fields?.slug).toBeDefined();

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'ab' }, 'slug'],
      [{ slug: 'a'.repeat(41) }, 'slug'],
      [{ slug: 'two--hyphens' }, 'slug'],
      [{ slug: '-edge' }, 'slug'],
      [{ slug: 'with space' }, 'slug'],
      [{ slug: 'café-noir' }, 'slug'],
      [{ slug: 42 }, 'slug'],
      [{ slug: 'admin' }, 'slug'],
      [{ slug: 'platform', name: 'Fine name' }, 'slug'],
      [{ slug: 'Events' }, 'slug'],
      [{ name: ' x ' }, 'name'],
      [{ name: 'n'.repeat(81) }, 'name'],
      [{ logo: 'x' }, 'logo'],
    ];
    for (const [json, field] of refusals) {
      const answer = await change(owner, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(refusal(answer.body).code).toBe('validation_failed');
      expect(refusal(answer.body).fields?.[field], JSON.stringify(json)).toBeDefined();
    }
    expect(await storeState()).toEqual(before);
  });

  it('are changed by owners and admins only: 403 naming the right, 404 to strangers', async () => {
    const before = await storeState();
    const byManager = await change(manager, { name: 'Managed name' });
    expect(byManager.status).toBe(403);
    expect(refusal(byManager.body).details).toEqual({ right: 'organisation.edit' });
    expect((await change(stranger, { name: 'Strange name' })).status).toBe(404);

    const photo = await photoJpeg(300, 200);
    const logoByManager = await uploadLogo(manager, photo);
    expect(logoByManager.status).toBe(403);
    expect(refusal(logoByManager.body).details).toEqual({ right: 'organisation.edit' });
    expect((await uploadLogo(stranger, photo)).status).toBe(404);
    expect(await storeState()).toEqual(before);
  });

  it('take a logo, cropped square, served to anyone under its own version', async () => {
    const first = await uploadLogo(owner, await photoJpeg(900, 600, 200));
    expect(first.status).toBe(201);
    const seen = await details(manager);
    expect(seen.logoUrl).toBe(first.body.url);
    const logo = await fetchLogo(first.body.url);
    expect(logo).toMatchObject({
      status: 200,
      type: 'image/jpeg',
      cache: 'public, max-age=31536000, immutable',
    });
    const { width, height, exif } = await sharp(logo.bytes).metadata();
    expect([width, height]).toEqual([512, 512]);
    expect(exif).toBeUndefined();
    expect((await fetchLogo(first.body.url.replace(/v=.*/, 'v=another'))).status).toBe(404);

    const second = await uploadLogo(admin, await photoJpeg(200, 300, 40));
    expect(second.status).toBe(201);
    expect(second.body.url).not.toBe(first.body.url);
    const replaced = await fetchLogo(second.body.url);
    expect(replaced.status).toBe(200);
    expect(await sharp(replaced.bytes).metadata()).toMatchObject({ width: 200, height: 200 });
    // The replaced version is gone.
    expect((await fetchLogo(first.body.url)).status).toBe(404);
    expect((await details(owner)).logoUrl).toBe(second.body.url);

    const [latest, earlier] = await auditOf();
    expect(latest).toMatchObject({ actorUid: admin.uid, summary: 'Changed the logo' });
    expect(earlier).toMatchObject({ actorUid: owner.uid, summary: 'Added a logo' });
  });
});
