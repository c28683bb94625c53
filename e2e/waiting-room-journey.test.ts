import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventWithTypes } from '../functions/src/contract/events';
import { callApi } from '../tests/support/api';
import { signInAnonymously, uniqueEmail } from '../tests/support/auth-emulator';
import { createApprovedEvent } from '../tests/support/events';
import { organiserAndAdmin } from '../tests/support/organiser-and-admin';
import { checkBothWidths, desktopViewport as desktop } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';

const newPage = pagesForTheseTests();
let event: EventWithTypes;
let opensAt: number;
/** How far the room's clock is ahead of the wall clock (emulator only: see `timePasses`). */
let roomOffsetMs = 0;

/** The room's clock, as far as the test has moved it. */
const roomNow = () => Date.now() + roomOffsetMs;

beforeAll(async () => {
  const [organiser, admin] = await organiserAndAdmin();
  // On sale from now for checkout, which keeps the wall clock; the room's clock is set 45 s
  // back before anyone joins, so the room sees the opening ahead and shows its countdown.
  opensAt = Date.now();
  event = await createApprovedEvent(organiser, admin, {
    name: `Festival drop ${Date.now()}`,
    description: 'A sale with a line',
    startsAt: '2027-03-06T17:00:00.000Z',
    timeZone: 'Africa/Johannesburg',
    types: [
      {
        name: 'Free',
        price: 0,
        currency: 'ZAR',
        capacity: 20,
        maxPerOrder: 2,
        salesStart: new Date(opensAt).toISOString(),
      },
    ],
    // Two buyers let in every ten seconds (of the room's clock).
    waitingRoom: { enabled: true, admitPerMinute: 12 },
  });
  await timePasses(-45_000);
});

/**
 * Time passes for the waiting room, `ms` of it at once, without waiting: the emulator-only
 * `PUT /api/emulator/waitingRoomClock/{id}` moves this event's room clock (no other event's,
 * and not checkout's), and each page's own clock jumps as far, so the page's next look at the
 * room, timed by what the room told it, comes now rather than after the wait.
 */
async function timePasses(ms: number, ...pages: Page[]): Promise<void> {
  roomOffsetMs += ms;
  const answer = await callApi(`/api/emulator/waitingRoomClock/${event.id}`, {
    method: 'PUT',
    json: { offsetMs: roomOffsetMs },
  });
  expect(answer.status).toBe(200);
  for (const page of pages) await page.clock.fastForward(ms);
}

async function openEvent(): Promise<Page> {
  const page = await newPage({ viewport: desktop });
  // The page's timers and Date are Playwright's: they run with the wall clock, and
  // `timePasses` moves them on with the room's.
  await page.clock.install();
  await page.goto(`${baseUrl()}/event/${event.id}`);
  await shows(page.getByRole('heading', { name: event.name }));
  return page;
}

/** Another buyer, in line through the API (their own anonymous session). */
async function anotherBuyerJoins(): Promise<void> {
  const buyer = await signInAnonymously();
  const answer = await callApi(`/api/events/${event.id}/waitingRoom`, {
    method: 'POST',
    token: buyer.idToken,
  });
  expect(answer.status).toBe(200);
}

/** The place in line the page shows, or 0 once the buyer is let in. */
async function placeShown(page: Page): Promise<number | undefined> {
  if (await page.getByText('It’s your turn').isVisible()) return 0;
  // Not waited for long: the buyer may be let in between the two looks, and the place is gone.
  const text = await page
    .getByText(/Your place in line:/)
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  const place = text?.match(/(\d+)/)?.[1];
  return place === undefined ? undefined : Number(place);
}

describe('the waiting room journey', () => {
  it('a buyer waits for the opening, is drawn a place, moves up the line, is let in and buys', async () => {
    const early = await openEvent();
    await early.getByRole('button', { name: 'Join the waiting room' }).click();
    await shows(early.getByRole('timer'));
    expect(await early.getByRole('timer').textContent()).toMatch(/The sale opens in 0:\d\d/);
    await checkBothWidths(early, 'waiting-room-countdown', desktop);
    for (let i = 0; i < 3; i++) await anotherBuyerJoins();

    // The draw at the opening second: the early buyer is given a place, or is let in at once.
    // The room's clock passes the opening, and the second after it when the draw is read; the
    // page's next look was timed for the opening (plus up to three seconds of spread).
    const untilDrawRead = opensAt + 1_000 - roomNow();
    expect(untilDrawRead).toBeGreaterThan(0);
    await timePasses(untilDrawRead + 500);
    await early.clock.fastForward(untilDrawRead + 3_500);
    await shows(early.getByText(/Your place in line:|It’s your turn/));

    // A buyer arriving after the opening joins the back: four are ahead, two already in.
    const late = await openEvent();
    await late.getByRole('button', { name: 'Join the waiting room' }).click();
    await shows(late.getByText(/Your place in line:/));
    const first = (await placeShown(late))!;
    expect(first).toBeGreaterThan(0);
    await checkBothWidths(late, 'waiting-room-in-line', desktop);

    // A reload keeps the place: the page asks again at once, with the same session.
    await late.reload();
    await shows(late.getByText(/Your place in line:|It’s your turn/));
    expect((await placeShown(late))!).toBeLessThanOrEqual(first);

    // Ten seconds on, the next two are let in: the line moves up, then the buyer is let in.
    await timePasses(10_000, late);
    await expect.poll(() => placeShown(late), { timeout: 15_000 }).toBeLessThan(first);
    // Four were ahead and two come in a batch: two more batches at most.
    for (let batch = 0; batch < 2; batch++) {
      if (await late.getByText('It’s your turn').isVisible()) break;
      await timePasses(10_000, late);
      await late
        .getByText('It’s your turn')
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
    }
    await shows(late.getByText('It’s your turn'));
    await checkBothWidths(late, 'waiting-room-admitted', desktop);

    await late.getByLabel('Number of Free tickets').selectOption('1');
    await late.getByLabel(/Email/).fill(uniqueEmail('line'));
    await late.getByRole('button', { name: 'Buy a ticket!' }).click();
    await shows(late.getByRole('heading', { name: "You're going!" }));
  });
});
