import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { ScannerScreen } from './scanner-screen';

const organiser = { kind: 'organiser' } as const;

/** `/platform/events/{eventId}/check-in`: the signed-in organiser's own scanner. */
export function OrganiserCheckInPage() {
  const { eventId = '' } = useParams();
  return (
    <RequireAuth>
      <ScannerScreen
        eventId={eventId}
        credential={organiser}
        exitHref={paths.platform.event.getHref(eventId, 'check-in')}
      />
    </RequireAuth>
  );
}
