import { DatabaseSync } from 'node:sqlite';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import type { DocumentCounts } from './backup-manifest';

/**
 * A collection's path with its documents' ids as `*`: `events/e1/ledger` is `events/*\/ledger`,
 * so the counts read as a person checks them (orders, tickets, every event's ledger entries).
 */
export function collectionPattern(collectionPath: string): string {
  return collectionPath
    .split('/')
    .map((segment, index) => (index % 2 === 1 ? '*' : segment))
    .join('/');
}

function add(counts: DocumentCounts, collectionPath: string, n: number): void {
  if (n === 0) return;
  const pattern = collectionPattern(collectionPath);
  counts[pattern] = (counts[pattern] ?? 0) + n;
}

function sorted(counts: DocumentCounts): DocumentCounts {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** The documents per collection of the embedded store in `file`, read from the file itself. */
export function countSqliteDocuments(file: string): DocumentCounts {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('SELECT collection, count(*) AS n FROM docs GROUP BY collection').all();
    const counts: DocumentCounts = {};
    for (const row of rows) add(counts, String(row.collection), Number(row.n));
    return sorted(counts);
  } finally {
    db.close();
  }
}

/**
 * The documents per collection of a Firestore database (the emulator's, in the backups and the
 * drill: this walks every document's subcollections, which a large production database would
 * be billed for; its managed exports are counted by Google instead).
 */
export async function countFirestoreDocuments(firestore: Firestore): Promise<DocumentCounts> {
  const counts: DocumentCounts = {};
  async function walk(collections: CollectionReference[]): Promise<void> {
    await Promise.all(
      collections.map(async (collection) => {
        const [counted, documents] = await Promise.all([
          collection.count().get(),
          collection.listDocuments(),
        ]);
        add(counts, collection.path, counted.data().count);
        // listDocuments also gives documents that do not exist but have subcollections.
        const below = await Promise.all(documents.map((doc) => doc.listCollections()));
        await walk(below.flat());
      }),
    );
  }
  await walk(await firestore.listCollections());
  return sorted(counts);
}
