import { useEffect, useState } from 'react';
import { createCheckInApi, type ScannerCredential } from './api/check-in-api';
import { ScannerSession } from './scanner-session';
import { openScannerDb, ScannerStore } from './storage/scanner-db';

/** While online, the list is downloaded again and waiting scans sent this often. */
const refreshEveryMs = 60_000;

/**
 * One scanner session for the page's life: opened on the device's database, told when the
 * network comes and goes, refreshed while online. Undefined until the database is open.
 */
export function useScannerSession(
  eventId: string,
  credential: ScannerCredential,
): ScannerSession | undefined {
  const [session, setSession] = useState<ScannerSession>();
  const credentialKey =
    credential.kind === 'device' ? `${credential.deviceId}.${credential.secret}` : 'organiser';

  useEffect(() => {
    let closed = false;
    let cleanUp = () => {};
    void openScannerDb().then((db) => {
      if (closed) {
        db.close();
        return;
      }
      const scanner = new ScannerSession({
        eventId,
        api: createCheckInApi(eventId, credential),
        store: new ScannerStore(db, eventId),
        isOnline: () => navigator.onLine,
      });
      const online = () => scanner.setOnline(true);
      const offline = () => scanner.setOnline(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      const timer = setInterval(() => {
        if (navigator.onLine) void scanner.refresh();
      }, refreshEveryMs);
      cleanUp = () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        clearInterval(timer);
        db.close();
      };
      setSession(scanner);
      void scanner.start();
    });
    return () => {
      closed = true;
      cleanUp();
    };
    // The credential is named by its key: a new object with the same link is the same scanner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, credentialKey]);

  return session;
}
