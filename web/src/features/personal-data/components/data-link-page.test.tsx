import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataLinkSummary } from '@contract/personal-data';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { DataLinkPage } from './data-link-page';
import { MyDataPage } from './my-data-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const token = 'T'.repeat(43);
const summary: DataLinkSummary = {
  email: 'ann@example.com',
  expiresAt: '2026-12-02T10:00:00.000Z',
  counts: {
    orders: 2,
    purchaseAttempts: 0,
    tickets: 3,
    transfers: 1,
    refundRequests: 0,
    waitingLists: 0,
    questionnaireSubmissions: 0,
    consents: 0,
  },
  events: [{ id: 'e1', name: 'Jazz night', startsAt: '2026-12-06T17:00:00.000Z' }],
};
const renderLink = (hash = `#${token}`) =>
  renderWithProviders(<DataLinkPage />, {
    path: '/my-data/:linkId',
    initialEntry: `/my-data/l1${hash}`,
    routes: [{ path: '/my-data', element: <p>Ask again</p> }],
  });

describe('the data link page', () => {
  beforeEach(() => {
    post.mockReset();
    request.mockReset();
  });

  it('shows what is kept in short, asked with the secret in a header, and offers the download', async () => {
    request.mockResolvedValue(summary);
    renderLink();
    expect(await screen.findByText('What we keep about ann@example.com:')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/my-data/l1',
      expect.objectContaining({ headers: { 'x-data-link-token': token } }),
    );
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.getByText('1 transfer')).toBeInTheDocument();
    expect(screen.queryByText(/refund request/)).not.toBeInTheDocument();
    expect(screen.getByText(/Jazz night/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('says an expired link has expired, and leads to a new one', async () => {
    request.mockRejectedValue(
      new ApiError({ status: 410, code: 'gone', message: 'This link has expired' }),
    );
    renderLink();
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Ask again')).toBeInTheDocument();
  });

  it('says a link that matches nothing does not work', async () => {
    request.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No' }));
    renderLink();
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
  });

  it('says a link without its secret is incomplete, and asks nothing', async () => {
    renderLink('');
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the page that asks for a link', () => {
  beforeEach(() => post.mockReset());

  it('sends the address and shows the one answer, or the field’s refusal beside it', async () => {
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid',
        fields: { email: 'Enter a valid email address' },
      }),
    );
    post.mockResolvedValueOnce({ message: 'If we hold anything about that address…' });
    renderWithProviders(<MyDataPage />, { path: '/my-data', initialEntry: '/my-data' });
    const field = screen.getByLabelText(/Email address/);
    await userEvent.type(field, 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('If we hold anything about that address…')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/api/my-data',
      { email: 'ann@example.com' },
      expect.anything(),
    );
  });
});
