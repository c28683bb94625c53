import { z } from 'zod';
import { defaultTransferSettings } from '@contract/transfer-settings';
import { defaultReminderSettings } from '@contract/reminder-settings';
import {
  defaultRefundRequestSettings,
  refundRequestSettings,
} from '@contract/refund-request-settings';
import { currencies } from '@contract/events';
import { ticketVisibilities } from '@contract/access-codes';
import { defaultFeeMode, feeModes } from '@contract/fees';
import { emptyDraft, newKey, type BannerDraft, type EventDraft } from './event-draft';

/**
 * The new-event wizard keeps its draft in localStorage, so a reload (or a closed tab) loses
 * nothing. One draft per account: another person on the same browser starts clean.
 */
const storageKey = (uid: string) => `paradise.new-event-draft.v1.${uid}`;
const bannerKey = (uid: string) => `paradise.new-event-banner.v1.${uid}`;

const numberOrText = z.union([z.number(), z.string()]);
const storedDraft = z.object({
  step: z.number().int().min(0).max(3).catch(0),
  draft: z.object({
    name: z.string().catch(''),
    description: z.string().catch(''),
    locationText: z.string().catch(''),
    latitude: numberOrText.catch(''),
    longitude: numberOrText.catch(''),
    startsAt: z.string().catch(''),
    endsAt: z.string().catch(''),
    timeZone: z.string().catch(''),
    types: z
      .array(
        z.object({
          key: z.string().catch(() => newKey()),
          name: z.string().catch(''),
          price: z.string().catch(''),
          currency: z.enum(currencies).catch('ZAR'),
          capacity: numberOrText.catch(100),
          maxPerOrder: numberOrText.catch(10),
          salesStart: z.string().catch(''),
          salesEnd: z.string().catch(''),
          sold: z.number().catch(0),
          visibility: z.enum(ticketVisibilities).optional().catch(undefined),
          accessCode: z.string().optional().catch(undefined),
        }),
      )
      .catch([]),
    // Drafts kept before the choice was offered have none: the default, as on the server.
    feeMode: z.enum(feeModes).catch(defaultFeeMode),
    waitingRoom: z.boolean().catch(false),
    admitPerMinute: numberOrText.catch(''),
    waitingRoomAutoOn: z.boolean().catch(true),
    transfersEnabled: z.boolean().catch(defaultTransferSettings.enabled),
    transferCloseHours: numberOrText.catch(defaultTransferSettings.closeHoursBeforeStart),
    remindersEnabled: z.boolean().catch(defaultReminderSettings.enabled),
    reminderHours: numberOrText.catch(defaultReminderSettings.hoursBeforeStart),
    reminderNote: z.string().catch(''),
    refundRequestsEnabled: z.boolean().catch(defaultRefundRequestSettings.enabled),
    refundRequestDays: numberOrText.catch(defaultRefundRequestSettings.untilDaysBeforeStart),
    refundRequestApproval: refundRequestSettings.shape.approval.catch(
      defaultRefundRequestSettings.approval,
    ),
    listed: z.boolean().catch(true),
  }),
});

export type StoredWizard = { step: number; draft: EventDraft };

export function loadDraft(uid: string): StoredWizard | undefined {
  const parsed = storedDraft.safeParse(readJson(storageKey(uid)));
  if (!parsed.success) return undefined;
  const { step, draft } = parsed.data;
  return { step, draft: { ...draft, timeZone: draft.timeZone || emptyDraft().timeZone } };
}

export function saveDraft(uid: string, wizard: StoredWizard): void {
  write(storageKey(uid), JSON.stringify(wizard));
}

export function clearDraft(uid: string): void {
  try {
    localStorage.removeItem(storageKey(uid));
    localStorage.removeItem(bannerKey(uid));
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to clear.
  }
}

/** The banner is kept as a data URL: a few hundred kilobytes, well inside the quota. */
export async function saveBanner(uid: string, banner: BannerDraft | null): Promise<void> {
  if (!banner) {
    remove(bannerKey(uid));
    return;
  }
  write(bannerKey(uid), await blobToDataUrl(banner.blob));
}

export function loadBanner(uid: string): BannerDraft | null {
  const dataUrl = readText(bannerKey(uid));
  if (!dataUrl) return null;
  const blob = dataUrlToBlob(dataUrl);
  return blob ? { blob, previewUrl: dataUrl } : null;
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the banner'));
    reader.readAsDataURL(blob);
  });
}

function dataUrlToBlob(dataUrl: string): Blob | undefined {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl);
  if (!match) return undefined;
  try {
    const bytes = Uint8Array.from(atob(match[2]!), (char) => char.charCodeAt(0));
    return new Blob([bytes], { type: match[1] });
  } catch {
    return undefined;
  }
}

function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  const text = readText(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Full or unavailable storage: the draft still lives in memory for this visit.
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // See clearDraft.
  }
}
