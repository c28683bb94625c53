import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../adapters/disk-blob-store';
import { openSqliteDocStore, type SqliteDocStore } from '../../adapters/sqlite-doc-store';
import type { BlobStore } from '../../ports/blob-store';
import type { DocData } from '../../ports/doc-store';
import type { AccountSummary, Identity } from '../../ports/identity';
import type { MailMessage } from '../../ports/mailer';
import { NotificationClaimedError, onEventApprovalChanged } from './on-event-approval-changed';

const pending: DocData = {
  uid: 'owner',
  name: 'Jazz',
  description: '',
  imageSrc: 'events/e1/banner',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const approvedAt = '2026-11-02T10:00:00.000Z';
const rejectedAt = '2026-11-03T10:00:00.000Z';
const approved: DocData = {
  ...pending,
  approved: true,
  reviewedAt: approvedAt,
  updatedAt: approvedAt,
};
const rejected: DocData = {
  ...pending,
  approved: false,
  rejectedReason: 'Wrong venue',
  reviewedAt: rejectedAt,
  updatedAt: rejectedAt,
};

let docs: SqliteDocStore;
let blobs: BlobStore;
let sent: MailMessage[];
let services: Parameters<typeof onEventApprovalChanged>[0];

let blobRoot: string;
let owner: AccountSummary;

/** Firebase Auth as the trigger uses it: it only reads the organiser's account. */
function identityOf(): Identity {
  const unused = () => Promise.reject(new Error('The approval trigger does not call this'));
  return {
    verifyIdToken: unused,
    setAdmin: unused,
    findUidByEmail: unused,
    deleteUser: unused,
    listAccountActivity: unused,
    deleteAccounts: unused,
    getAccounts: unused,
    setDisabled: unused,
    getAccount: async (uid) => (uid === owner.uid ? owner : undefined),
  };
}

async function isBannerPublished(): Promise<boolean | undefined> {
  const meta = await readFile(path.join(blobRoot, 'events/e1/banner.meta.json'), 'utf8');
  return (JSON.parse(meta) as { published?: boolean }).published;
}

beforeEach(async () => {
  docs = openSqliteDocStore({ file: ':memory:' });
  blobRoot = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  blobs = createDiskBlobStore(blobRoot);
  await blobs.put('events/e1/banner', Buffer.from('jpeg'), 'image/jpeg');
  sent = [];
  owner = {
    uid: 'owner',
    email: 'owner@example.com',
    emailVerified: true,
    disabled: false,
    isAdmin: false,
  };
  services = {
    identity: identityOf(),
    docs,
    blobs,
    clock: { now: () => new Date('2026-11-05T00:00:00.000Z') },
    publicBaseUrl: 'https://tickets.example.com',
    mailer: { send: async (message) => void sent.push(message) },
  };
  await docs.set('users/owner', { email: 'owner@example.com', country: 'Country', state: 'State' });
});

async function auditEntries() {
  return docs.query({ collection: 'auditLog' });
}

describe('onEventApprovalChanged', () => {
  it('publishes an approved event, audits it and emails the organiser once, however often it is delivered', async () => {
    await docs.set('events/e1', approved);
    const change = { eventId: 'e1', before: pending, after: approved };
    await onEventApprovalChanged(services, change);
    await onEventApprovalChanged(services, change);
    await onEventApprovalChanged(services, change);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'owner@example.com', subject: 'Approved: Jazz is live' });
    expect(sent[0]!.text).toContain('https://tickets.example.com/event/e1');
    // The platform's email layout, with the same facts as the text.
    expect(sent[0]!.html).toContain('href="https://tickets.example.com/event/e1"');
    expect(sent[0]!.html).toContain('Approved: Jazz is live');
    const audit = await auditEntries();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ eventId: 'e1', from: 'pending', to: 'approved' });
    expect(await isBannerPublished()).toBe(true);
  });

  it('handles an out-of-order delivery: a stale approval neither publishes nor emails', async () => {
    await docs.set('events/e1', rejected);
    // The rejection (the latest decision) arrives first...
    await onEventApprovalChanged(services, { eventId: 'e1', before: approved, after: rejected });
    // ...then the older approval.
    await onEventApprovalChanged(services, { eventId: 'e1', before: pending, after: approved });

    expect(sent.map((message) => message.subject)).toEqual(['Changes needed: Jazz']);
    expect(sent[0]!.text).toContain('Wrong venue');
    expect(sent[0]!.html).toContain('Wrong venue');
    expect(sent[0]!.html).toContain('href="https://tickets.example.com/platform/event/e1"');
    expect(await isBannerPublished()).toBe(false);
    expect((await auditEntries()).map((entry) => entry.data.to).sort()).toEqual([
      'approved',
      'rejected',
    ]);
  });

  it('ignores updates that do not change the decision', async () => {
    await docs.set('events/e1', approved);
    await onEventApprovalChanged(services, {
      eventId: 'e1',
      before: approved,
      after: { ...approved, description: 'edited' },
    });
    expect(sent).toHaveLength(0);
    expect(await auditEntries()).toHaveLength(0);
  });

  it('tries again on the next delivery when the email fails', async () => {
    await docs.set('events/e1', approved);
    const change = { eventId: 'e1', before: pending, after: approved };
    const failing = {
      ...services,
      mailer: { send: async () => Promise.reject(new Error('SMTP down')) },
    };
    await expect(onEventApprovalChanged(failing, change)).rejects.toThrow('SMTP down');
    await onEventApprovalChanged(services, change);
    expect(sent).toHaveLength(1);
  });

  it('audits every change apart: rejection, resubmission, approval, back to review by an edit or a banner', async () => {
    /** `event` as the change `statusChangeId`, made by `statusChangedBy`, leaves it. */
    const changed = <T extends object>(
      event: T,
      statusChangeId: string,
      statusChangedBy: string,
    ) => ({
      ...event,
      statusChangeId,
      statusChangedBy,
    });
    const rejectedNow = changed(rejected, 'c1', 'admin');
    const resubmitted = changed(pending, 'c2', 'owner');
    const approvedNow = changed(approved, 'c3', 'admin');
    const edited = changed({ ...pending, description: 'new' }, 'c4', 'owner');
    const approvedAgain = changed(approved, 'c5', 'admin');
    const newBanner = changed({ ...pending, imageUpdatedAt: 'x' }, 'c6', 'owner');
    const history = [
      pending,
      rejectedNow,
      resubmitted,
      approvedNow,
      edited,
      approvedAgain,
      newBanner,
    ];
    for (let i = 1; i < history.length; i++) {
      await docs.set('events/e1', history[i]!);
      const change = { eventId: 'e1', before: history[i - 1], after: history[i] };
      await onEventApprovalChanged(services, change);
      await onEventApprovalChanged(services, change);
    }

    const audit = (await auditEntries()).map((entry) => entry.data);
    expect(audit.map((entry) => [entry.from, entry.to, entry.by])).toEqual([
      ['pending', 'rejected', 'admin'],
      ['rejected', 'pending', 'owner'],
      ['pending', 'approved', 'admin'],
      ['approved', 'pending', 'owner'],
      ['pending', 'approved', 'admin'],
      ['approved', 'pending', 'owner'],
    ]);
    // Mail for the administrator's decisions only, each once.
    expect(sent.map((message) => message.subject)).toEqual([
      'Changes needed: Jazz',
      'Approved: Jazz is live',
      'Approved: Jazz is live',
    ]);
    expect(await isBannerPublished()).toBe(false);
  });

  it('takes over the claim of a delivery that crashed while sending, once the claim expired', async () => {
    const decided = { ...approved, statusChangeId: 'c1' };
    await docs.set('events/e1', decided);
    const change = { eventId: 'e1', before: pending, after: decided };
    const claim = { status: 'sending', eventId: 'e1', kind: 'approval', attempts: 1 };

    // A crashed delivery's claim, still running: this delivery must be retried later.
    await docs.set('notifications/e1_c1', { ...claim, claimedUntil: '2026-11-05T00:00:10.000Z' });
    await expect(onEventApprovalChanged(services, change)).rejects.toBeInstanceOf(
      NotificationClaimedError,
    );
    expect(sent).toHaveLength(0);

    // Expired: taken over and sent, with the change's key so the mailer can drop a repeat.
    await docs.set('notifications/e1_c1', { ...claim, claimedUntil: '2026-11-04T23:59:50.000Z' });
    await onEventApprovalChanged(services, change);
    expect(sent.map((message) => message.idempotencyKey)).toEqual(['e1_c1']);
    expect((await docs.get('notifications/e1_c1')).data).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it("mails only a verified address, the account's current one, and still audits and publishes", async () => {
    owner = { ...owner, email: 'unproven@example.com', emailVerified: false };
    await docs.set('events/e1', approved);
    await onEventApprovalChanged(services, { eventId: 'e1', before: pending, after: approved });
    expect(sent).toEqual([]);
    expect(await auditEntries()).toHaveLength(1);
    expect(await isBannerPublished()).toBe(true);

    owner = { ...owner, email: 'changed@example.com', emailVerified: true };
    await docs.set('events/e1', rejected);
    await onEventApprovalChanged(services, { eventId: 'e1', before: approved, after: rejected });
    expect(sent.map((message) => message.to)).toEqual(['changed@example.com']);
  });
});
