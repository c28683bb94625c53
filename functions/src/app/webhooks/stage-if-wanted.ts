import type { WebhookEventData, WebhookEventType } from '../../contract/webhook-events';
import { paths } from '../../paths';
import type { DocData, Transaction } from '../../ports/doc-store';
import { stageWebhookEvent } from './stage-webhook-event';

/** What of `organisations/{orgId}` staging reads: the types its enabled endpoints ask for. */
type WebhookWantsRecord = DocData & { webhookTypes?: string[] };

/** One happening, with its `data`; `key` names it (see `webhookEventId`). */
export type WantedEvent<Type extends WebhookEventType> = {
  type: Type;
  key: string;
  at: Date;
  data: WebhookEventData<Type>;
};

/** What an organisation's webhooks ask for, as read in a use case's transaction. */
export type WebhookWants = {
  /** Whether one of its enabled endpoints subscribes to `type`. */
  wants(type: WebhookEventType): boolean;
  /** Stages the event with the transaction's writes when wanted; otherwise writes nothing. */
  stage<Type extends WebhookEventType>(
    tx: Pick<Transaction, 'set'>,
    event: WantedEvent<Type>,
  ): void;
};

const wantsNothing: WebhookWants = { wants: () => false, stage: () => {} };

/**
 * Reads the organisation's `webhookTypes` in the use case's transaction (kept by
 * app/webhooks with its endpoints), so the event is staged with the change or not at all.
 * Call it with the transaction's other reads: Firestore wants every read before the first
 * write. An event of no organisation (made before organisations) reads and stages nothing;
 * an organisation without webhooks costs this one read and no write.
 */
export async function readWebhookWants(
  tx: Pick<Transaction, 'get'>,
  orgId: string | undefined,
): Promise<WebhookWants> {
  if (!orgId) return wantsNothing;
  const types = (await tx.get<WebhookWantsRecord>(paths.organisation(orgId))).data?.webhookTypes;
  return webhookWantsOf(orgId, types);
}

/**
 * The same, for a use case that reads the organisation in its transaction for more than its
 * webhooks (a paid order's invoice takes its legal details): one read serves both.
 */
export function webhookWantsOf(
  orgId: string | undefined,
  types: readonly string[] | undefined,
): WebhookWants {
  if (!orgId || !types || types.length === 0) return wantsNothing;
  const wanted = new Set<string>(types);
  return {
    wants: (type) => wanted.has(type),
    stage: (writer, { type, key, at, data }) => {
      if (!wanted.has(type)) return;
      stageWebhookEvent(writer, { orgId, type, key, at, data: asDocData(data) });
    },
  };
}

/**
 * `data` as a document holds it: the builders leave absent fields out, but their types allow
 * `undefined`, which documents cannot hold, so a JSON round trip makes sure of it.
 */
function asDocData(data: object): DocData {
  return JSON.parse(JSON.stringify(data)) as DocData;
}
