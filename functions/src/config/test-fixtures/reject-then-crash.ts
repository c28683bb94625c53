/**
 * A child process for embedded-triggers.contract.test.ts: on the embedded backend in the
 * data directory given as its argument, it creates an event, lets the triggers catch up,
 * then rejects the event with the fault armed, so the process dies after the rejection
 * is committed and before any trigger handler runs for it. Prints the event id.
 */
import { createEvent } from '../../app/events/create-event';
import { decideApproval } from '../../app/moderation/decide-approval';
import { crashPointVariable } from '../../app/common/crash-points';
import { whenTriggersSettle } from '../embedded-triggers';
import { readRuntimeConfig } from '../runtime-config';
import { createServices } from '../services';
import { fixedIdentity, verifiedOwner } from '../../test-support/fixed-identity';

async function main(dataDir: string): Promise<void> {
  // No Auth emulator here: the organiser the approval email goes to is a fixed account.
  const services = createServices(
    readRuntimeConfig({ BACKEND: 'embedded', EMBEDDED_DATA_DIR: dataDir }),
    { identity: fixedIdentity([verifiedOwner]) },
  );
  await services.docs.set('users/owner', { email: 'owner@example.com' });
  const event = await createEvent({
    services,
    ownerUid: 'owner',
    input: {
      name: 'Harbour Lights',
      description: 'Boats and lanterns',
      feeMode: 'absorbed',
      types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 100, maxPerOrder: 6 }],
    },
  });
  await whenTriggersSettle();
  process.stdout.write(`${event.id}\n`);
  process.env[crashPointVariable] = 'embedded-trigger.before-handler';
  await decideApproval({
    services,
    eventId: event.id,
    decision: { approved: false, rejectedReason: 'Add the venue map' },
    adminUid: 'admin',
  });
  // The trigger consumer picks the rejection up at once and dies; wait for it.
  await new Promise((resolve) => setTimeout(resolve, 20_000));
}

void main(process.argv[2]!);
