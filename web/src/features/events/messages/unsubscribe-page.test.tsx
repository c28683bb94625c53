import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const link = `m=e1-press&r=${'a'.repeat(32)}&t=${'b'.repeat(32)}`;
const open = (query: string) =>
  renderWithUser(<UnsubscribePage />, {
    path: '/unsubscribe',
    initialEntry: `/unsubscribe?${query}`,
  });

describe('UnsubscribePage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('unsubscribes with one press, never on opening', async () => {
    get.mockResolvedValue({ organisation: 'Paradise Events', unsubscribed: false });
    post.mockResolvedValue({ organisation: 'Paradise Events', unsubscribed: true });
    const { user } = open(link);
    await screen.findByRole('heading', { name: "Unsubscribe from Paradise Events's news?" });
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/api/unsubscribe?${link}`, {}, expect.anything());
  });

  it('says so when the link does not work', async () => {
    get.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Not valid' }));
    open(link);
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
  });

  it('changes nothing for a test message’s link', async () => {
    open('test=1');
    expect(
      await screen.findByRole('heading', { name: "This is a test message's link" }),
    ).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
