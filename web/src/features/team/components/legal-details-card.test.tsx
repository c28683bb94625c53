import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { organisationDetails, type OrganisationDetails as Details } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders, signedInAs } from '@/test/render';
import { LegalDetailsCard } from './legal-details-card';

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
  allowedOrigins: [],
};
const legal = {
  legalName: 'Rooftop Collective (Pty) Ltd',
  address: '12 Long Street\nCape Town',
  vatNumber: '4123456789',
  pricesIncludeVat: true,
  vatRateBasisPoints: 1500,
};

function serve(...answers: Details[]) {
  let calls = 0;
  get.mockImplementation(async () => answers[Math.min(calls++, answers.length - 1)]!);
}

const renderCard = () => {
  renderWithProviders(<LegalDetailsCard orgId="org-1" />, { authState: signedInAs() });
  return userEvent.setup();
};

describe('LegalDetailsCard', () => {
  beforeEach(() => {
    get.mockReset();
    request.mockReset();
  });

  it('saves the details, the rate as basis points, and starts again from what was kept', async () => {
    const saved = { ...rooftop, legal };
    serve(rooftop, saved);
    request.mockResolvedValue(saved);
    const user = renderCard();

    await user.type(await screen.findByLabelText(/^Registered name/), legal.legalName);
    await user.type(screen.getByLabelText(/^Registered address/), '12 Long Street{Enter}Cape Town');
    await user.type(screen.getByLabelText(/^VAT number/), legal.vatNumber);
    expect(screen.queryByLabelText(/^VAT rate/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Ticket prices include VAT/));
    await user.type(screen.getByLabelText(/^VAT rate/), '15');
    await user.click(screen.getByRole('button', { name: 'Save the legal details' }));

    expect(request).toHaveBeenCalledWith('/api/organisations/org-1', {
      method: 'PATCH',
      body: { legal },
      schema: organisationDetails,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    await vi.waitFor(() => expect(screen.getByLabelText(/^VAT rate/)).toHaveValue('15'));
  });

  it('names what is wrong before sending anything', async () => {
    serve(rooftop);
    const user = renderCard();

    await user.type(await screen.findByLabelText(/^Registered name/), 'Rooftop');
    await user.type(screen.getByLabelText(/^Registered address/), '12 Long Street');
    await user.type(screen.getByLabelText(/^VAT number/), '12');
    await user.click(screen.getByRole('button', { name: 'Save the legal details' }));

    expect(await screen.findByText(/4 to 20 in all/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^VAT number/)).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside its field', async () => {
    serve({ ...rooftop, legal });
    request.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { 'legal.vatRateBasisPoints': 'Refused by the server' },
      }),
    );
    const user = renderCard();

    await screen.findByLabelText(/^VAT rate/);
    await user.click(screen.getByRole('button', { name: 'Save the legal details' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
  });

  it('shows the details to a member who may not change them', async () => {
    serve({ ...rooftop, yourRights: [], legal });
    renderCard();
    expect(await screen.findByText('Rooftop Collective (Pty) Ltd')).toBeInTheDocument();
    expect(screen.getByText('Ticket prices include VAT at 15 %')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Registered name/)).not.toBeInTheDocument();
  });
});
