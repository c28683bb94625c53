import {
  messageBodyMax,
  type CreateMessageRequest,
  type MessageAudienceKind,
} from '@contract/messages';
import { wallClockToIso } from '@/lib/event-time';

/** The composer's fields as typed. */
export type MessageDraft = {
  subject: string;
  body: string;
  audience: MessageAudienceKind;
  typeIds: string[];
  promotional: boolean;
  when: 'now' | 'later';
  /** `2026-12-24T18:00` on the venue's clock. */
  sendAt: string;
};

export const emptyMessageDraft: MessageDraft = {
  subject: '',
  body: '',
  audience: 'holders',
  typeIds: [],
  promotional: false,
  when: 'now',
  sendAt: '',
};

/** A request key the API accepts: one per message composed, kept across retries of its Send. */
export const newRequestKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * The request for a draft; the time is read on the venue's clock. A time that is not one is
 * sent as it is, for the server to name `sendAt`.
 */
export function createMessageRequestOf(
  draft: MessageDraft,
  { requestKey, timeZone }: { requestKey: string; timeZone: string },
): CreateMessageRequest {
  return {
    requestKey,
    subject: draft.subject,
    body: draft.body,
    audience:
      draft.audience === 'types'
        ? { kind: 'types', typeIds: draft.typeIds }
        : { kind: draft.audience },
    promotional: draft.promotional,
    ...(draft.when === 'later'
      ? { sendAt: wallClockToIso(draft.sendAt, timeZone) ?? draft.sendAt }
      : {}),
  };
}

/** "1,234 of 20,000 characters". */
export const lengthWords = (body: string) =>
  `${body.length.toLocaleString('en')} of ${messageBodyMax.toLocaleString('en')} characters`;
