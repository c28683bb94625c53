import type { CheckInBundle, ScanAnswer, ScanInput } from '@contract/check-in';
import { openDB, type IDBPDatabase } from 'idb';
import { doorAnswerOf, type DoorAnswer } from '../core/decide-scan';
import type { PendingScans } from '../core/sync-scans';

/** A scan this device made: waiting to sync (`pending`) or answered by the server. */
export type StoredScan = ScanInput & {
  eventId: string;
  state: 'pending' | 'synced';
  /** The answer shown at the door, replaced by the server's once synced. */
  answer: DoorAnswer;
  /** The ticket's lookup key, when the scan named a ticket of this event. */
  key?: string;
};

/** A door device's credential, from its link's fragment. */
export type DoorLink = { eventId: string; deviceId: string; secret: string };

type SavedBundle = { eventId: string; bundle: CheckInBundle; savedAt: string };

type ScannerSchema = {
  bundles: { key: string; value: SavedBundle };
  scans: {
    key: string;
    value: StoredScan;
    indexes: { byEventState: [string, string] };
  };
  doorLinks: { key: string; value: DoorLink };
};

export type ScannerDb = IDBPDatabase<ScannerSchema>;

export const scannerDbName = 'paradise-check-in';

/** The scanner's database: bundles, scans and door links, each keyed by event. */
export function openScannerDb(name = scannerDbName): Promise<ScannerDb> {
  return openDB<ScannerSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('bundles', { keyPath: 'eventId' });
      db.createObjectStore('scans', { keyPath: 'scanId' }).createIndex('byEventState', [
        'eventId',
        'state',
      ]);
      db.createObjectStore('doorLinks', { keyPath: 'eventId' });
    },
  });
}

export const saveDoorLink = async (db: ScannerDb, link: DoorLink) => {
  await db.put('doorLinks', link);
};

export const loadDoorLink = (db: ScannerDb, eventId: string) => db.get('doorLinks', eventId);

/** One event's bundle and scans on this device. */
export class ScannerStore implements PendingScans {
  constructor(
    private readonly db: ScannerDb,
    private readonly eventId: string,
  ) {}

  async loadBundle(): Promise<CheckInBundle | undefined> {
    return (await this.db.get('bundles', this.eventId))?.bundle;
  }

  async saveBundle(bundle: CheckInBundle): Promise<void> {
    await this.db.put('bundles', {
      eventId: this.eventId,
      bundle,
      savedAt: new Date().toISOString(),
    });
  }

  async addScan(scan: Omit<StoredScan, 'eventId'>): Promise<void> {
    await this.db.put('scans', { ...scan, eventId: this.eventId });
  }

  async pendingScans(limit: number): Promise<ScanInput[]> {
    const waiting = await this.db.getAllFromIndex(
      'scans',
      'byEventState',
      [this.eventId, 'pending'],
      limit,
    );
    return waiting.map(({ scanId, scanned, scannedAt, offline }) => ({
      scanId,
      scanned,
      scannedAt,
      offline,
    }));
  }

  countPending(): Promise<number> {
    return this.db.countFromIndex('scans', 'byEventState', [this.eventId, 'pending']);
  }

  async settle(answers: ScanAnswer[]): Promise<void> {
    const transaction = this.db.transaction('scans', 'readwrite');
    const scans = await Promise.all(answers.map((answer) => transaction.store.get(answer.scanId)));
    await Promise.all(
      answers.map(async (answer, index) => {
        const scan = scans[index];
        if (scan) {
          await transaction.store.put({ ...scan, state: 'synced', answer: doorAnswerOf(answer) });
        }
      }),
    );
    await transaction.done;
  }

  /** This device's scans that let a guest in, to lay over a bundle made before them. */
  async checkIns(): Promise<StoredScan[]> {
    const all = await Promise.all(
      (['pending', 'synced'] as const).map((state) =>
        this.db.getAllFromIndex('scans', 'byEventState', [this.eventId, state]),
      ),
    );
    return all.flat().filter((scan) => scan.answer.result === 'valid' && scan.key !== undefined);
  }
}
