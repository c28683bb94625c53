import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { organisationDetails, type OrganisationDetails as Details } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders, signedInAs } from '@/test/render';
import { AllowedSitesCard } from './allowed-sites-card';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const request = vi.mocked(apiClient.request);

const rooftop: Details = {
  id: 'org-1',
  name: 'Rooftop Collective',
  slug: 'rooftop',
  personal: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  yourRights: ['organisation.edit'],
  allowedOrigins: ['https://rooftop.example'],
};

function serve(...answers: Details[]) {
  let calls = 0;
  get.mockImplementation(async () => answers[Math.min(calls++, answers.length - 1)]!);
}

const renderCard = () => {
  renderWithProviders(<AllowedSitesCard orgId="org-1" />, { authState: signedInAs() });
  return userEvent.setup();
};

describe('AllowedSitesCard', () => {
  beforeEach(() => {
    get.mockReset();
    request.mockReset();
  });

  it('saves the sites, one a line, as the server keeps them', async () => {
    const saved = {
      ...rooftop,
      allowedOrigins: ['https://rooftop.example', 'https://shop.example'],
    };
    serve(rooftop, saved);
    request.mockResolvedValue(saved);
    const user = renderCard();

    const field = await screen.findByLabelText(/^Site addresses/);
    expect(field).toHaveValue('https://rooftop.example');
    await user.type(field, '{Enter}{Enter}https://Shop.example/');
    await user.click(screen.getByRole('button', { name: 'Save the sites' }));

    expect(request).toHaveBeenCalledWith('/api/organisations/org-1', {
      method: 'PATCH',
      body: { allowedOrigins: ['https://rooftop.example', 'https://Shop.example/'] },
      schema: organisationDetails,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Site addresses/)).toHaveValue(
        'https://rooftop.example\nhttps://shop.example',
      ),
    );
  });

  it('names each line that is not a site before sending anything', async () => {
    serve(rooftop);
    const user = renderCard();

    const field = await screen.findByLabelText(/^Site addresses/);
    await user.type(field, '{Enter}https://shop.example/buy{Enter}http://shop.example');
    await user.click(screen.getByRole('button', { name: 'Save the sites' }));

    expect(
      await screen.findByText(/Line 2: “https:\/\/shop.example\/buy” is a page, not a site/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Line 3: “http:\/\/shop.example” must start with https/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an entry beside the field, on its line', async () => {
    serve(rooftop);
    request.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { 'allowedOrigins.0': 'Refused by the server' },
      }),
    );
    const user = renderCard();

    await screen.findByLabelText(/^Site addresses/);
    await user.click(screen.getByRole('button', { name: 'Save the sites' }));
    expect(await screen.findByText('Line 1: Refused by the server')).toBeInTheDocument();
  });

  it('lists the sites for a member who may not change them', async () => {
    serve({ ...rooftop, yourRights: [] });
    renderCard();
    expect(await screen.findByText('https://rooftop.example')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Site addresses/)).not.toBeInTheDocument();
  });
});
