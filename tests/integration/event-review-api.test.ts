import { describe, expect, it } from 'vitest';
import { moderationQueueResponse } from '../../functions/src/contract/admin';
import { callApi } from '../support/api';
import { eventManagersForTheseTests } from '../support/event-managers';
import { allAdminEvents } from '../support/events';
import { harbourLights as draft } from '../support/harbour-lights';
import { readOutbox } from '../support/outbox';
import { waitFor } from '../support/wait-for';

const { managers, create, approve } = eventManagersForTheseTests();

describe('rejecting, resubmitting, approving', () => {
  it('runs the approval trigger: audit, organiser email, then the public page', async () => {
    const { owner, other, admin } = managers();
    const event = await create();
    const approvalPath = `/api/admin/events/${event.id}/approval`;
    await callApi(approvalPath, {
      token: admin.idToken,
      json: { approved: false, rejectedReason: 'Add the venue map' },
    });
    await waitFor(async () => {
      const mails = await readOutbox();
      return mails.some(
        (mail) => mail.to === owner.email && mail.text.includes('Add the venue map'),
      );
    });

    const premature = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: other.idToken,
    });
    expect(premature.status).toBe(404);
    const resubmitted = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'pending' });
    const twice = await callApi(`/api/events/${event.id}/resubmit`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(twice.status).toBe(409);

    await approve(event.id);
    await waitFor(async () =>
      (await readOutbox()).some(
        (mail) => mail.subject === `Approved: ${draft.name} is live` && mail.to === owner.email,
      ),
    );
    expect((await callApi(`/api/events/${event.id}`)).status).toBe(200);
  });

  it('lists events by status a page at a time, with totals and organisers, for administrators only', async () => {
    const { owner, admin } = managers();
    const event = await create();
    expect((await callApi('/api/admin/events', { token: owner.idToken })).status).toBe(403);
    // The organiser's email comes from their profile, which the web's sign-up creates.
    expect((await callApi('/api/me/profile', { token: owner.idToken })).status).toBe(200);
    const pending = await allAdminEvents(admin, 'pending');
    expect(pending.every((listed) => listed.status === 'pending')).toBe(true);
    const listed = pending.find((e) => e.id === event.id);
    expect(listed?.types.map((type) => [type.name, type.price])).toEqual([
      ['General', 15000],
      ['VIP', 45000],
    ]);
    expect(listed?.organiserEmail).toBe(owner.email);
    expect((await allAdminEvents(admin, 'approved')).some((e) => e.id === event.id)).toBe(false);

    const first = moderationQueueResponse.parse(
      (await callApi('/api/admin/events?status=pending&limit=1', { token: admin.idToken })).body,
    );
    expect(first.events).toHaveLength(1);
    expect(first.totals.pending).toBeGreaterThanOrEqual(1);
    const { pending: p, approved, rejected, all } = first.totals;
    expect(all).toBe(p + approved + rejected);

    for (const query of ['status=draft', 'limit=101', 'after=bogus']) {
      const refused = await callApi(`/api/admin/events?${query}`, { token: admin.idToken });
      expect(refused.status, query).toBe(400);
    }
  });
});
