import 'fake-indexeddb/auto';
import type { CheckInBundle, ScanInput } from '@contract/check-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { CheckInApi } from '../api/check-in-api';
import { bundleTicket, makeEventKeys, newTicketCode, signTicket } from '../core/test-tickets';
import { ScannerScreen } from './scanner-screen';

const server = vi.hoisted(() => ({ api: undefined as CheckInApi | undefined }));
vi.mock('../api/check-in-api', () => ({ createCheckInApi: () => server.api }));

let keys: Awaited<ReturnType<typeof makeEventKeys>>;
let online = true;
let sent: ScanInput[] = [];
let eventCount = 0;

beforeAll(async () => {
  keys = await makeEventKeys();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  // The camera is refused, as when someone taps "Block" on the permission prompt.
  Object.defineProperty(window.navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    },
  });
});

beforeEach(() => {
  online = true;
  sent = [];
});
afterEach(() => vi.useRealTimers());

async function openScanner() {
  eventCount += 1;
  const eventId = `gala-${eventCount}`;
  const codes = [newTicketCode(), newTicketCode()];
  const bundle: CheckInBundle = {
    event: { id: eventId, name: 'Harbour Gala', timeZone: 'UTC' },
    publicKey: keys.publicKey,
    scannerName: 'Door 2',
    tickets: await Promise.all(codes.map((code) => bundleTicket(code, { typeName: 'Entry' }))),
    generatedAt: new Date().toISOString(),
  };
  server.api = {
    bundle: async () => bundle,
    send: async (scans) => {
      sent.push(...scans);
      return scans.map((scan) => ({ scanId: scan.scanId, result: 'valid', typeName: 'Entry' }));
    },
  };
  renderWithProviders(
    <ScannerScreen
      eventId={eventId}
      credential={{ kind: 'device', deviceId: 'd1', secret: 's' }}
    />,
  );
  // The first render opens IndexedDB and imports the key: slow in jsdom on a busy machine.
  await screen.findByText('Scanning as Door 2', {}, { timeout: 5000 });
  await screen.findByText(/Guest list of 2 tickets/, {}, { timeout: 5000 });
  return { eventId, codes };
}

describe('the scanner screen', { timeout: 20_000 }, () => {
  it('says the camera is blocked and still checks a typed code in with the server', async () => {
    const { codes } = await openScanner();
    expect(await screen.findByText('The camera is blocked')).toBeInTheDocument();
    const field = screen.getByLabelText('Ticket code');
    expect(field).toHaveFocus();

    await userEvent.keyboard(`${codes[0]!}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(screen.getByText('Let them in: Entry.')).toBeInTheDocument();
    expect(sent.map((scan) => scan.scanned)).toEqual([codes[0]]);

    await userEvent.click(screen.getByRole('button', { name: 'Next guest' }));
    await waitFor(() => expect(screen.queryByTestId('scan-answer')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
  });

  it('answers offline on the device, counts what waits, and syncs when the network returns', async () => {
    const { eventId, codes } = await openScanner();
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Offline')).toBeInTheDocument();

    await userEvent.keyboard(`${await signTicket(keys.privateKey, eventId, codes[1]!)}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(screen.getByText(/Answered on this device/)).toBeInTheDocument();
    expect(await screen.findByText('1 scan waits to sync')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // The next scan replaces the answer at once: the same ticket, now in.
    await userEvent.keyboard(`${codes[1]!}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Ticket already used' })).toBeInTheDocument();
    expect(screen.getByText(/^Already checked in at \d\d:\d\d by Door 2\.$/)).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('All scans synced')).toBeInTheDocument();
    expect(sent.map((scan) => scan.offline)).toEqual([true, true]);
  });

  it('clears an answer by itself after a moment', async () => {
    const { codes } = await openScanner();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.keyboard(`${codes[0]!}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(() => expect(screen.queryByTestId('scan-answer')).not.toBeInTheDocument());
  });
});
