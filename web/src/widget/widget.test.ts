import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWidget, type WidgetEventDetail } from './widget';

const host = 'https://tickets.example';
const checkUrl = `${host}/api/events/e1/embed-check?origin=${encodeURIComponent(window.location.origin)}`;

/** A fake `fetch` that answers the loader's question as the platform would. */
function answerCheck(status: number, body: unknown = {}) {
  const fetchFn = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

function addScript(attributes: Record<string, string> = { 'data-event': 'e1' }) {
  const script = document.createElement('script');
  script.src = `${host}/widget.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

/** The overlay's frame, once the platform's answer put it there. */
const frameShown = () =>
  vi.waitFor(() => {
    const frame = document.querySelector('iframe');
    if (!frame) throw new Error('No frame yet');
    return frame;
  });
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const closeButton = () =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === 'Close')!;

/** The DOM events the widget dispatched, as `type: detail`. */
function listen() {
  const heard: Array<[string, WidgetEventDetail]> = [];
  for (const type of ['opened', 'paid', 'closed']) {
    window.addEventListener(`ticketing-paradise:${type}`, (event) =>
      heard.push([type, (event as CustomEvent<WidgetEventDetail>).detail]),
    );
  }
  return heard;
}

beforeEach(() => document.body.replaceChildren());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.style.overflow = '';
});

describe('the widget’s loader', () => {
  it('puts a Buy tickets button right after its script tag', () => {
    const script = addScript();
    const button = startWidget(script)!;
    expect(script.nextElementSibling).toBe(button);
    expect(button.textContent).toBe('Buy tickets');
    expect(button.type).toBe('button');
  });

  it('says what is missing and adds nothing without an event id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startWidget(addScript({}))).toBeUndefined();
    expect(startWidget(addScript({ 'data-event': '../admin' }))).toBeUndefined();
    expect(document.querySelector('button')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-event'));
  });

  it('opens a labelled modal dialog with the embedded panel, for an allowed page', async () => {
    const fetchFn = answerCheck(200, { allowed: true, eventName: 'Rooftop Jazz' });
    const button = startWidget(addScript())!;
    button.click();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(closeButton());
    const frame = await frameShown();
    expect(fetchFn).toHaveBeenCalledWith(checkUrl, { credentials: 'omit' });
    expect(frame.src).toBe(`${host}/embed/event/e1?ref=localhost`);
    expect(frame.title).toBe('Buy tickets for Rooftop Jazz');
    expect(frame.referrerPolicy).toBe('origin');
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Tickets: Rooftop Jazz');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the button', async () => {
    answerCheck(200, { allowed: true, eventName: 'Rooftop Jazz' });
    const heard = listen();
    const button = startWidget(addScript())!;
    button.click();
    const frame = await frameShown();
    const [before, after] = document.querySelectorAll<HTMLElement>('[data-focus-guard]');
    after!.focus();
    expect(document.activeElement).toBe(closeButton());
    before!.focus();
    expect(document.activeElement).toBe(frame);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.style.overflow).toBe('');
    expect(heard).toEqual([['closed', { eventId: 'e1' }]]);
  });

  it('passes on the panel’s messages from its own frame and origin only', async () => {
    answerCheck(200, { allowed: true, eventName: 'Rooftop Jazz' });
    const heard = listen();
    startWidget(addScript())!.click();
    const frame = await frameShown();
    const send = (data: unknown, origin = host, source = frame.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    const paid = {
      source: 'ticketing-paradise',
      type: 'paid',
      eventId: 'e1',
      orderReference: 'R1',
    };

    send({ ...paid, type: 'opened', orderReference: undefined });
    send(paid, 'https://evil.example');
    send(paid, host, window);
    send({ ...paid, eventId: 'e2' });
    send({ ...paid, source: 'someone-else' });
    send(paid);
    expect(heard).toEqual([
      ['opened', { eventId: 'e1' }],
      ['paid', { eventId: 'e1', orderReference: 'R1' }],
    ]);
    // Escape pressed inside the frame: the panel asks, the overlay closes.
    send({ source: 'ticketing-paradise', type: 'closed', eventId: 'e1' });
    expect(dialog()).toBeNull();
    expect(heard.at(-1)).toEqual(['closed', { eventId: 'e1' }]);
  });

  it('shows a clear message, and the event page’s link, where the page may not frame it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerCheck(200, { allowed: false, reason: 'not_listed', eventName: 'Rooftop Jazz' });
    startWidget(addScript())!.click();
    await vi.waitFor(() =>
      expect(dialog()).toHaveTextContent('Tickets for Rooftop Jazz are not sold on this site.'),
    );
    expect(document.querySelector('iframe')).toBeNull();
    const link = document.querySelector('a')!;
    expect(link.href).toBe(`${host}/event/e1`);
    expect(link.textContent).toBe('Buy them on tickets.example');
    expect(link.target).toBe('_blank');
  });

  it('says an unknown event is not on sale, and an unreachable shop that it could not be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerCheck(404);
    const button = startWidget(addScript())!;
    button.click();
    await vi.waitFor(() =>
      expect(dialog()).toHaveTextContent('Tickets for this event are not on sale.'),
    );
    closeButton().click();
    expect(dialog()).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    button.click();
    await vi.waitFor(() =>
      expect(dialog()).toHaveTextContent('The ticket shop could not be reached just now.'),
    );
  });
});
