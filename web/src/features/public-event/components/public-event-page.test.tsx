import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAnonymously } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuthState } from '@/features/auth/auth-context';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { renderEventPage, resetEventPageMocks, serveEvent } from '@/test/public-event-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
// Public reads (the event, its availability) go through request() with `anonymous: true`.
const request = vi.mocked(apiClient.request);
// Unvalidated (no zod on the buyer's first visit): see `unchecked` in lib/api-client.ts.
const publicRead = { schema: 'unchecked', signal: expect.anything(), anonymous: true };
const anonymousSignIn = vi.mocked(signInAnonymously);

describe('PublicEventPage', () => {
  beforeEach(resetEventPageMocks);

  it('asks for the event at once and makes no session for a visit', async () => {
    serveEvent(new Promise<never>(() => {}));
    renderEventPage({ authState: signedOutAuthState });

    expect(screen.getByLabelText('Loading the event')).toBeInTheDocument();
    // The first test of the file also pays for loading the page's modules on a busy machine.
    await vi.waitFor(
      () => expect(request).toHaveBeenCalledWith('/api/events/event-1', publicRead),
      { timeout: 5_000 },
    );
    expect(anonymousSignIn).not.toHaveBeenCalled();
  });

  it('shows the event, the first ticket price and the Login button', async () => {
    serveEvent(
      buildPublicEvent({
        name: 'Rooftop Sessions',
        description: 'Sunset beats on the roof',
        imageUrl: 'https://example.test/banner.jpg',
        startsAt: '2026-03-14T17:00:00.000Z',
        endsAt: '2026-03-14T21:00:00.000Z',
        timeZone: 'Africa/Johannesburg',
        locationText: 'Long Street, Cape Town',
        types: [
          buildPublicTicketType({ price: 15000, currency: 'ZAR' }),
          buildPublicTicketType({ id: 't2', name: 'VIP', price: 45050, currency: 'ZAR' }),
        ],
      }),
    );
    renderEventPage();

    expect(await screen.findByRole('heading', { name: 'Rooftop Sessions' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/events/event-1', publicRead);
    expect(document.title).toBe('Rooftop Sessions · Ticketing Paradise');
    expect(screen.getByText('Sunset beats on the roof')).toBeInTheDocument();
    // The price, and the total of the one ticket chosen for the buyer to start with.
    expect(screen.getAllByText('150.00 ZAR')).toHaveLength(2);
    expect(screen.getByText('Total')).toBeInTheDocument();
    // Every other ticket type is listed with its price too.
    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText('450.50 ZAR')).toBeInTheDocument();
    // On the venue's clock, wherever the visitor is.
    expect(
      screen.getByText('Sat 14 Mar 2026, 19:00 – 23:00 (Africa/Johannesburg)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Long Street, Cape Town/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rooftop Sessions' })).toHaveAttribute(
      'src',
      'https://example.test/banner.jpg',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-flow/login');
    expect(anonymousSignIn).not.toHaveBeenCalled();
  });

  it('says a cancelled event was cancelled, with its reason, and offers nothing to buy', async () => {
    serveEvent(
      buildPublicEvent({
        cancelledAt: '2026-12-01T10:00:00.000Z',
        cancelledReason: 'The venue flooded.',
        types: [],
      }),
    );
    renderEventPage();

    expect(await screen.findByText('This event was cancelled')).toBeInTheDocument();
    expect(screen.getByText('The venue flooded.')).toBeInTheDocument();
    expect(screen.getByText(/your order is refunded in full/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy a ticket!' })).toBeNull();
  });

  it('puts what is on sale and "Buy a ticket!" before the description (a phone shows them first)', async () => {
    serveEvent(
      buildPublicEvent({ name: 'Rooftop Sessions', description: 'A long story. '.repeat(80) }),
    );
    renderEventPage();

    const buy = await screen.findByRole('button', { name: 'Buy a ticket!' });
    const description = screen.getByText(/^A long story\./);
    const heading = screen.getByRole('heading', { name: 'Rooftop Sessions' });
    // Document order is reading, tab and (on a phone, one column) screen order.
    expect(heading.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      buy.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says "no email" when buying without an email, and starts checkout with one', async () => {
    serveEvent(buildPublicEvent());
    post.mockReturnValue(new Promise(() => {}));
    renderEventPage({ authState: signedOutAuthState });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Buy a ticket!' }));
    expect(await screen.findByText('no email')).toBeInTheDocument();
    expect(anonymousSignIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    // The anonymous session is made now, when the buyer buys, not when they looked.
    await vi.waitFor(() => expect(anonymousSignIn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/beginTransaction',
        expect.objectContaining({
          eventId: 'event-1',
          email: 'buyer@example.com',
          items: [{ typeId: 'type-1', quantity: 1 }],
        }),
        expect.anything(),
      ),
    );
    expect(screen.queryByText('no email')).not.toBeInTheDocument();
  });

  it('sends a second press of the same purchase with the same key, saying it is again', async () => {
    serveEvent(buildPublicEvent());
    post.mockRejectedValueOnce(
      new ApiError({ status: 503, code: 'internal', message: 'Service unavailable' }),
    );
    post.mockReturnValue(new Promise(() => {}));
    renderEventPage({ authState: signedOutAuthState });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    await user.click(await screen.findByRole('button', { name: 'Buy a ticket!' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const [first, second] = post.mock.calls.map(([, body]) => body as Record<string, unknown>);
    expect(first).not.toHaveProperty('again');
    expect(second).toMatchObject({ requestKey: first!.requestKey, again: true });
  });

  it.each([
    ['?ref=Instagram', 'instagram'],
    // A link's odd ref is no reason to refuse a buyer: the order simply has no source.
    ['?ref=my%20site!', undefined],
    ['', undefined],
  ])('sends the link’s source with the purchase (%s)', async (query, source) => {
    serveEvent(buildPublicEvent());
    post.mockReturnValue(new Promise(() => {}));
    renderEventPage({ initialEntry: `/event/event-1${query}`, authState: signedOutAuthState });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [, body] = post.mock.calls[0]!;
    expect((body as { ref?: string }).ref).toBe(source);
  });

  it('shows a queued buyer their place in the queue as it moves up', async () => {
    const event = buildPublicEvent();
    const positions = [3, 2];
    serveEvent(event);
    get.mockImplementation(async (path: string) => {
      if (path === '/api/purchaseRequests/request-1') {
        const position = positions.shift();
        // Still waiting after the last place the test looks at.
        if (position === undefined) return new Promise<never>(() => {});
        return { status: 'queued', requestId: 'request-1', position };
      }
      throw new Error(`Unexpected GET ${path}`);
    });
    post.mockResolvedValue({ status: 'queued', requestId: 'request-1' });
    renderEventPage({ authState: signedOutAuthState });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy a ticket!' }));

    expect(await screen.findByText(/You are number 3 in the queue/)).toBeInTheDocument();
    expect(
      await screen.findByText(/You are number 2 in the queue/, undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are number 2 in the queue');
  });

  it('says so when ticket prices are not announced yet', async () => {
    serveEvent(buildPublicEvent({ types: [] }));
    renderEventPage();

    expect(await screen.findByText('Ticket prices are not announced yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy a ticket!' })).toBeDisabled();
  });

  it('shows a friendly state when the event does not exist', async () => {
    request.mockRejectedValue(
      new ApiError({ status: 404, code: 'not_found', message: 'No such event' }),
    );
    renderEventPage();

    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the event cannot be loaded', async () => {
    request.mockRejectedValue(
      new ApiError({ status: 503, code: 'internal', message: 'Service unavailable' }),
    );
    renderEventPage();

    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
