import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganisationDetails } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders, signedInAs } from '@/test/render';
import { SellOnYourSiteCard } from './sell-on-your-site-card';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const organisation = (allowedOrigins: string[]): OrganisationDetails => ({
  id: 'org-1',
  name: 'Rooftop Collective',
  slug: 'rooftop',
  personal: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  yourRights: [],
  allowedOrigins,
});

const renderCard = (isApproved = true) =>
  renderWithProviders(<SellOnYourSiteCard eventId="e1" orgId="org-1" isApproved={isApproved} />, {
    authState: signedInAs(),
  });

describe('SellOnYourSiteCard', () => {
  beforeEach(() => get.mockReset());

  it('gives the snippet for the event and names the sites it works on', async () => {
    get.mockResolvedValue(organisation(['https://rooftop.example']));
    renderCard();
    expect(screen.getByLabelText('Snippet for your page')).toHaveValue(
      `<script src="${window.location.origin}/widget.js" data-event="e1"></script>`,
    );
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeInTheDocument();
    expect(await screen.findByText(/It works on https:\/\/rooftop.example\./)).toBeVisible();
    expect(get).toHaveBeenCalledWith(
      '/api/organisations/org-1',
      expect.anything(),
      expect.anything(),
    );
  });

  it('says no site may show it yet, with the way to list one', async () => {
    get.mockResolvedValue(organisation([]));
    renderCard(false);
    expect(await screen.findByText('No site may show it yet')).toBeVisible();
    expect(screen.getByRole('link', { name: "your organisation's sites" })).toHaveAttribute(
      'href',
      '/platform/team?tab=details#allowed-sites',
    );
    expect(screen.getByText('The button sells once the event is approved.')).toBeVisible();
  });
});
