import { parseScannedText } from '@contract/door';
import { type CheckInBundle, type ScanInput } from '@contract/check-in';
import { isApiError } from '@/lib/api-error';
import type { CheckInApi } from './api/check-in-api';
import {
  checkInLocally,
  doorAnswerOf,
  type DoorAnswer,
  type ScanContext,
} from './core/decide-scan';
import { ticketLookupKey } from './core/lookup-key';
import { syncPendingScans } from './core/sync-scans';
import { TicketIndex } from './core/ticket-index';
import { importEventPublicKey } from './core/ticket-signature';
import type { ScannerStore } from './storage/scanner-db';

/** What the door shows after a scan: an answer, or why none could be given. */
export type ShownAnswer = {
  id: number;
  scanned: string;
  answer?: DoorAnswer;
  problem?: string;
  /** Answered on this device (no network), not by the server. */
  offline: boolean;
};

export type ScannerState = {
  /** `starting` until the stored list is read; `refused` when the server turns this scanner away. */
  status: 'starting' | 'ready' | 'refused';
  event?: CheckInBundle['event'];
  scannerName?: string;
  /** The downloaded list: how many tickets, made when (the server's clock). */
  list?: { tickets: number; generatedAt: string };
  online: boolean;
  /** Scans answered on this device that the server has not seen yet. */
  pending: number;
  syncing: boolean;
  /** Offline scans the last sync found were beaten by an earlier scan elsewhere. */
  conflicts: number;
  answer?: ShownAnswer;
  refusal?: string;
};

export type ScannerDependencies = {
  eventId: string;
  api: CheckInApi;
  store: Pick<
    ScannerStore,
    | 'loadBundle'
    | 'saveBundle'
    | 'addScan'
    | 'pendingScans'
    | 'settle'
    | 'countPending'
    | 'checkIns'
  >;
  isOnline: () => boolean;
  now?: () => Date;
  newScanId?: () => string;
  /** How long an online scan may take before the device answers it itself. */
  onlineTimeoutMs?: number;
};

/** Statuses that mean "this scanner may not check in here": a revoked link, another event. */
const refusedStatuses = new Set([401, 403, 404]);

/**
 * The scanner's brain, free of React: the downloaded list, the answer to each scan (the
 * server's while it can be reached, the device's own otherwise), the queue of offline scans
 * and their sync. The page subscribes to its state.
 */
export class ScannerSession {
  private state: ScannerState;
  private readonly listeners = new Set<() => void>();
  private context: ScanContext | undefined;
  private answerCount = 0;
  private syncing: Promise<void> | undefined;
  private readonly now: () => Date;
  private readonly newScanId: () => string;

  constructor(private readonly deps: ScannerDependencies) {
    this.now = deps.now ?? (() => new Date());
    this.newScanId = deps.newScanId ?? (() => crypto.randomUUID());
    this.state = {
      status: 'starting',
      online: deps.isOnline(),
      pending: 0,
      syncing: false,
      conflicts: 0,
    };
  }

  getState = (): ScannerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: Partial<ScannerState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Opens with the list kept on this device, then fetches a fresh one and syncs. */
  async start(): Promise<void> {
    const stored = await this.deps.store.loadBundle();
    if (stored) await this.useBundle(stored);
    this.update({
      status: this.state.status === 'refused' ? 'refused' : 'ready',
      pending: await this.deps.store.countPending(),
    });
    if (this.deps.isOnline()) await this.refresh();
  }

  /** Downloads the list again and sends waiting scans; quiet when the network fails. */
  async refresh(): Promise<void> {
    await this.sync();
    try {
      const bundle = await this.deps.api.bundle();
      await this.deps.store.saveBundle(bundle);
      await this.useBundle(bundle);
    } catch (error) {
      this.refuseOn(error);
    }
  }

  setOnline(online: boolean): void {
    this.update({ online });
    if (online) void this.refresh();
  }

  /** Sends every waiting scan (one sync at a time). */
  sync(): Promise<void> {
    this.syncing ??= this.runSync().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async runSync(): Promise<void> {
    if (!this.deps.isOnline() || (await this.deps.store.countPending()) === 0) return;
    this.update({ syncing: true });
    try {
      const outcome = await syncPendingScans(this.deps.store, (scans) => this.deps.api.send(scans));
      this.update({ conflicts: this.state.conflicts + outcome.conflicts });
    } catch (error) {
      this.refuseOn(error);
    } finally {
      this.update({ syncing: false, pending: await this.deps.store.countPending() });
    }
  }

  dismissAnswer(id: number): void {
    if (this.state.answer?.id === id) this.update({ answer: undefined });
  }

  /** Answers one scan (camera, hardware scanner or typed code). */
  async scan(text: string): Promise<void> {
    const scanned = text.trim();
    if (!scanned || this.state.status === 'refused') return;
    const scan: ScanInput = {
      scanId: this.newScanId(),
      scanned: scanned.slice(0, 300),
      scannedAt: this.now().toISOString(),
    };
    if (this.deps.isOnline()) {
      try {
        const [answer] = await this.deps.api.send(
          [scan],
          AbortSignal.timeout(this.deps.onlineTimeoutMs ?? 5000),
        );
        if (answer) {
          const shown = doorAnswerOf(answer);
          await this.rememberServerAnswer(scan, shown);
          this.show({ scanned, answer: shown, offline: false });
          return;
        }
      } catch (error) {
        if (this.refuseOn(error)) return;
        if (isApiError(error) && error.status === 400) {
          this.show({ scanned, answer: { result: 'unknown' }, offline: false });
          return;
        }
        // The network or the server failed: the device answers, and sends it later.
      }
    }
    await this.answerLocally(scan);
  }

  private async answerLocally(scan: ScanInput): Promise<void> {
    if (!this.context) {
      this.show({
        scanned: scan.scanned,
        offline: true,
        problem:
          'No network, and this device has no guest list yet. Connect once before doors open so it can download it.',
      });
      return;
    }
    const decision = await checkInLocally(
      scan.scanned,
      this.context,
      new Date(scan.scannedAt),
      this.state.scannerName ?? 'this device',
    );
    await this.deps.store.addScan({
      ...scan,
      offline: true,
      state: 'pending',
      answer: decision.answer,
      key: decision.key,
    });
    this.update({ pending: this.state.pending + 1 });
    this.show({ scanned: scan.scanned, answer: decision.answer, offline: true });
  }

  /** Keeps an online answer, so that the device knows this guest is in if the network drops. */
  private async rememberServerAnswer(scan: ScanInput, answer: DoorAnswer): Promise<void> {
    const code = parseScannedText(scan.scanned)?.code;
    const key = code === undefined ? undefined : await ticketLookupKey(code);
    if (key !== undefined && answer.result === 'valid') {
      this.context?.index.recordCheckIn(
        key,
        answer.checkedInAt ?? scan.scannedAt,
        answer.checkedInBy ?? this.state.scannerName ?? 'this device',
      );
    }
    // A friend's ticket: the code it replaced is void here too, whatever this list says.
    if (answer.replacesKey !== undefined) this.context?.index.voidReplaced(answer.replacesKey);
    await this.deps.store.addScan({ ...scan, state: 'synced', answer, key });
  }

  private async useBundle(bundle: CheckInBundle): Promise<void> {
    const index = new TicketIndex(bundle.tickets);
    for (const checkIn of await this.deps.store.checkIns()) {
      index.recordCheckIn(
        checkIn.key!,
        checkIn.answer.checkedInAt ?? checkIn.scannedAt,
        checkIn.answer.checkedInBy ?? bundle.scannerName,
      );
      if (checkIn.answer.replacesKey !== undefined) index.voidReplaced(checkIn.answer.replacesKey);
    }
    this.context = {
      eventId: this.deps.eventId,
      publicKey: await importEventPublicKey(bundle.publicKey),
      index,
    };
    this.update({
      event: bundle.event,
      scannerName: bundle.scannerName,
      list: { tickets: bundle.tickets.length, generatedAt: bundle.generatedAt },
    });
  }

  /** True when `error` says this scanner may not check in here (and it now says so). */
  private refuseOn(error: unknown): boolean {
    if (!isApiError(error) || !refusedStatuses.has(error.status)) return false;
    this.update({
      status: 'refused',
      refusal:
        error.status === 404
          ? 'This event cannot be found, or it is not yours to check guests in for.'
          : 'This scanner is not allowed to check guests in for this event. Its link may have been revoked: ask the organiser for a new one.',
    });
    return true;
  }

  private show(answer: Omit<ShownAnswer, 'id'>): void {
    this.answerCount += 1;
    this.update({ answer: { ...answer, id: this.answerCount } });
  }
}
