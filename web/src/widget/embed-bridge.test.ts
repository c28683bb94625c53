import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePaid } from '@/features/checkout/paid-signal';
import { hostOriginOf, startBridge } from './embed-bridge';

const allowed = ['https://rooftop.example', 'http://localhost:8080'];

describe('hostOriginOf', () => {
  it('is the referrer’s origin, or the first ancestor’s, where the organisation allows it', () => {
    expect(hostOriginOf('https://rooftop.example/', [], allowed)).toBe('https://rooftop.example');
    expect(hostOriginOf('', ['http://localhost:8080'], allowed)).toBe('http://localhost:8080');
    expect(
      hostOriginOf('https://evil.example/', ['https://evil.example'], allowed),
    ).toBeUndefined();
    expect(hostOriginOf('', [], allowed)).toBeUndefined();
  });
});

describe('the embedded panel’s bridge', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete document.body.dataset.buyReady;
  });

  /** An embedded page as the server renders it, framed by `referrer`'s page. */
  function framedPage(referrer: string) {
    document.body.innerHTML =
      '<section id="buy-panel"></section>' +
      `<script type="application/json" id="embed-data">${JSON.stringify({ eventId: 'e1', allowedOrigins: allowed })}</script>`;
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
    const parent = { postMessage: vi.fn() };
    startBridge({ doc: document, events: window, parent, ancestorOrigins: [] });
    return parent.postMessage;
  }

  it('tells the host page, at its origin only, once the panel works, and each paid order once', async () => {
    const postMessage = framedPage('https://rooftop.example/');
    expect(postMessage).not.toHaveBeenCalled();
    document.body.dataset.buyReady = 'true';
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { source: 'ticketing-paradise', type: 'opened', eventId: 'e1' },
        'https://rooftop.example',
      ),
    );
    announcePaid('R-123');
    announcePaid('R-123');
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenLastCalledWith(
      { source: 'ticketing-paradise', type: 'paid', eventId: 'e1', orderReference: 'R-123' },
      'https://rooftop.example',
    );
  });

  it('asks the host to close on Escape, unless a dialog of the panel’s own is open', () => {
    const postMessage = framedPage('https://rooftop.example/page');
    const escape = () =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    document.body.append(modal);
    escape();
    expect(postMessage).not.toHaveBeenCalled();
    modal.remove();
    escape();
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'ticketing-paradise', type: 'closed', eventId: 'e1' },
      'https://rooftop.example',
    );
  });

  it('tells nothing to a page the organisation does not allow', () => {
    const postMessage = framedPage('https://evil.example/');
    document.body.dataset.buyReady = 'true';
    announcePaid('R-9');
    expect(postMessage).not.toHaveBeenCalled();
  });
});
