import { Alert, Box, Center } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import type { ScannerCredential } from '../api/check-in-api';
import { doorLinkFromFragment } from '../door-link';
import { loadDoorLink, openScannerDb, saveDoorLink } from '../storage/scanner-db';
import { ScannerScreen } from './scanner-screen';

type LinkState =
  | { status: 'reading' }
  | { status: 'missing' }
  | { status: 'ready'; credential: ScannerCredential };

/**
 * `/check-in/{eventId}#{deviceId}.{secret}`: a door device's scanner, no account needed. The
 * secret is kept in IndexedDB and taken out of the address bar (and so out of the history and
 * anyone's view of the screen); later visits find it there.
 */
export function DeviceCheckInPage() {
  const { eventId = '' } = useParams();
  const [link, setLink] = useState<LinkState>({ status: 'reading' });

  useEffect(() => {
    let cancelled = false;
    const fromFragment = doorLinkFromFragment(eventId, location.hash);
    if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
    void (async () => {
      const db = await openScannerDb();
      try {
        if (fromFragment) await saveDoorLink(db, fromFragment);
        const stored = fromFragment ?? (await loadDoorLink(db, eventId));
        if (cancelled) return;
        setLink(
          stored
            ? {
                status: 'ready',
                credential: { kind: 'device', deviceId: stored.deviceId, secret: stored.secret },
              }
            : { status: 'missing' },
        );
      } finally {
        db.close();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [eventId]);

  if (link.status === 'reading') return <PageLoader />;
  if (link.status === 'missing') {
    return (
      <Box component="main" p="md">
        <Center mih="60vh">
          <Alert color="orange" title="This scanner needs its door link" maw={520}>
            Open the check-in link the organiser made for this device (it ends with a long secret
            after #). It is kept on this device, so you open it once.
          </Alert>
        </Center>
      </Box>
    );
  }
  return <ScannerScreen eventId={eventId} credential={link.credential} />;
}
