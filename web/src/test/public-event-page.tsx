import { signInAnonymously } from 'firebase/auth';
import { vi } from 'vitest';
import type { PublicEvent } from '@contract/events';
import type { AuthState } from '@/features/auth/auth-context';
import { PublicEventPage } from '@/features/public-event/components/public-event-page';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders, signedInAs } from './render';

/*
 * For tests of the public event page (and the buy panel on it). Their file mocks what the page
 * calls out to, so that these helpers answer and reset the mocks:
 *
 *   vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
 *   vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
 *   vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
 */

/** A buyer with the anonymous session the page signs in for a purchase. */
export const anonymousVisitor = signedInAs({ uid: 'anon-1', isAnonymous: true, email: null });

/** Answers the event for its own URL and an empty live availability for the other call. */
export function serveEvent(event: PublicEvent | Promise<never>) {
  vi.mocked(apiClient.request).mockImplementation(async (path: string) => {
    if (path.endsWith('/availability')) return { types: [] };
    return event;
  });
}

/**
 * The check of a code the buyer typed (`/accessCodeCheck`, `/promoCodeCheck`) answers
 * `answer`; beginTransaction waits for ever.
 */
export function answerCodeChecks(check: string, answer: () => Promise<unknown>) {
  vi.mocked(apiClient.post).mockImplementation(async (path: string) => {
    if (path.endsWith(check)) return answer();
    return new Promise(() => {});
  });
}

/**
 * Renders the page at `/event/event-1` (or `initialEntry`), for the anonymous visitor;
 * with `event`, serves that event first.
 */
export function renderEventPage({
  event,
  initialEntry = '/event/event-1',
  authState = anonymousVisitor,
}: { event?: PublicEvent; initialEntry?: string; authState?: AuthState } = {}) {
  if (event) serveEvent(event);
  return renderWithProviders(<PublicEventPage />, { path: '/event/:id', initialEntry, authState });
}

/** Forgets every API call and answer; anonymous sign-in succeeds. */
export function resetEventPageMocks() {
  vi.mocked(apiClient.get).mockReset();
  vi.mocked(apiClient.post).mockReset();
  vi.mocked(apiClient.request).mockReset();
  vi.mocked(signInAnonymously).mockReset();
  vi.mocked(signInAnonymously).mockResolvedValue(
    {} as Awaited<ReturnType<typeof signInAnonymously>>,
  );
}
