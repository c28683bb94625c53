import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Toasts live in a store of the module's own: without a clean slate one test's toasts stay for
// the next, and once five show, a new one only queues (a test waiting for it fails).
afterEach(() => {
  cleanup();
  notifications.clean();
});

// Browsers have Web Crypto (the door scanner verifies tickets' signatures with it); jsdom's own
// window, which the tests run in, offers only getRandomValues.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom lacks the browser APIs Mantine relies on (https://mantine.dev/guides/vitest/).
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom lays nothing out, so every box measures 0 and recharts draws nothing (and warns). Its
// container measures itself once on mount: give it a screen's size so charts draw their bars,
// axes and legend for tests to read.
const { getBoundingClientRect } = HTMLElement.prototype;
HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
  if (!this.classList.contains('recharts-responsive-container')) {
    return getBoundingClientRect.call(this);
  }
  const [width, height] = [640, 260];
  const box = { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height };
  return { ...box, toJSON: () => box };
};

// Textarea's autosize re-measures when web fonts load; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
