import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAnonymously } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingRoomStatus } from '@contract/waiting-room';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildPublicEvent, buildPublicTicketType } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { PublicEventPage } from './public-event-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn() }));
vi.mock('@/lib/api-client', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
  unchecked: () => 'unchecked',
}));

const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

/** An event with a waiting room, and the room's answers in turn (the last one repeats). */
function serve(...answers: WaitingRoomStatus[]) {
  request.mockImplementation(async (path: string) =>
    path.endsWith('/availability')
      ? { types: [] }
      : buildPublicEvent({ waitingRoom: true, types: [buildPublicTicketType()] }),
  );
  post.mockImplementation(async (path: string) => {
    if (!path.endsWith('/waitingRoom')) throw new Error(`Unexpected POST ${path}`);
    return answers.length > 1 ? answers.shift()! : answers[0]!;
  });
}

function renderPage() {
  return renderWithProviders(<PublicEventPage />, {
    path: '/event/:id',
    initialEntry: '/event/event-1',
    authState: signedInAs({ uid: 'anon-1', isAnonymous: true, email: null }),
  });
}

describe('PublicEventPage with a waiting room', () => {
  beforeEach(() => {
    post.mockReset();
    request.mockReset();
    localStorage.clear();
    vi.mocked(signInAnonymously).mockResolvedValue(
      {} as Awaited<ReturnType<typeof signInAnonymously>>,
    );
  });

  it('offers the line instead of the buy panel, and joins it only when asked', async () => {
    serve({ state: 'waiting', placeInLine: 7, estimatedWaitSeconds: 90 });
    renderPage();
    await screen.findByRole('button', { name: 'Join the waiting room' });
    expect(screen.queryByRole('button', { name: 'Buy a ticket!' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting room' }));
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Your place in line: 7'));
    expect(status).toHaveTextContent('Estimated wait: about 2 minutes');
  });

  it('asks again at once after a reload, and says plainly when the tickets are gone', async () => {
    localStorage.setItem('waitingRoom:event-1', 'joined');
    serve({ state: 'sold_out' });
    renderPage();
    await screen.findByText('Every ticket is sold: nobody in the line can buy now.');
    expect(screen.queryByRole('button', { name: 'Join the waiting room' })).not.toBeInTheDocument();
  });

  it('shows the buy panel once the buyer is let in', async () => {
    localStorage.setItem('waitingRoom:event-1', 'joined');
    serve({ state: 'admitted', token: 'adm1.x.y', expiresAt: '2030-01-01T10:05:00.000Z' });
    renderPage();
    await screen.findByText('It’s your turn');
    expect(screen.getByRole('button', { name: 'Buy a ticket!' })).toBeInTheDocument();
  });

  it('sends a buyer into the line at once when the room turned itself on in a rush', async () => {
    request.mockImplementation(async (path: string) =>
      path.endsWith('/availability')
        ? { types: [] }
        : buildPublicEvent({ types: [buildPublicTicketType()] }),
    );
    post.mockImplementation(async (path: string) => {
      if (path.endsWith('/waitingRoom')) {
        return { state: 'waiting', placeInLine: 40, estimatedWaitSeconds: 200 };
      }
      throw new ApiError({
        status: 403,
        code: 'admission_required',
        message: 'This sale has a waiting room: join the line to get your turn to buy',
      });
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Email/), 'rush@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Buy a ticket!' }));
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Your place in line: 40'));
    expect(post).toHaveBeenCalledWith('/api/events/event-1/waitingRoom', {}, expect.anything());
  });
});
