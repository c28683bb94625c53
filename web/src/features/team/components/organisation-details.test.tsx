import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { organisationDetails, type OrganisationDetails as Details } from '@contract/organisations';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { uploadImage } from '@/lib/upload-image';
import { renderWithProviders, signedInAs } from '@/test/render';
import { OrganisationDetails } from './organisation-details';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('@/lib/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload-image')>()),
  uploadImage: vi.fn(),
}));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));

const get = vi.mocked(apiClient.get);
const request = vi.mocked(apiClient.request);
const upload = vi.mocked(uploadImage);

const rooftop: Details = {
  id: 'org-1',
  name: 'Rooftop Collective',
  slug: 'rooftop',
  personal: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  yourRights: ['organisation.edit', 'members.manage', 'audit.view'],
  allowedOrigins: [],
};

function serve(...answers: Details[]) {
  let calls = 0;
  get.mockImplementation(async (path: string) => {
    if (path !== '/api/organisations/org-1') throw new Error(`Unexpected GET ${path}`);
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer;
  });
}

const renderDetails = () => {
  renderWithProviders(<OrganisationDetails orgId="org-1" />, { authState: signedInAs() });
  return userEvent.setup();
};

describe('OrganisationDetails', () => {
  beforeEach(() => {
    get.mockReset();
    request.mockReset();
    upload.mockReset();
  });

  it('shows the name, the address with its public page, and the logo', async () => {
    serve({ ...rooftop, logoUrl: '/api/organisations/org-1/logo?v=v1' });
    renderDetails();

    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Rooftop Collective');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('rooftop');
    expect(
      screen.getByText(`Its public page will be at ${window.location.origin}/o/rooftop`),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Rooftop Collective' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/organisations/org-1/logo?v=v1'),
    );
    expect(screen.getByRole('button', { name: 'Change the logo' })).toBeInTheDocument();
  });

  it('saves a new name and address, lower-cased, and says so', async () => {
    const saved = { ...rooftop, name: 'Rooftop Sessions', slug: 'rooftop-sessions' };
    serve(rooftop, saved);
    request.mockResolvedValue(saved);
    const user = renderDetails();

    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Rooftop Sessions');
    const address = screen.getByLabelText(/^Address/);
    await user.clear(address);
    await user.type(address, 'Rooftop-Sessions');
    expect(address).toHaveValue('rooftop-sessions');
    expect(
      screen.getByText(`Its public page will be at ${window.location.origin}/o/rooftop-sessions`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(request).toHaveBeenCalledWith('/api/organisations/org-1', {
      method: 'PATCH',
      body: { name: 'Rooftop Sessions', slug: 'rooftop-sessions', about: '' },
      schema: organisationDetails,
    });
    expect(
      await screen.findByText('Rooftop Sessions’s address is /o/rooftop-sessions.'),
    ).toBeVisible();
    // Read again, so the switcher and everything else show the new name.
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });

  it('saves the lines about it that its public page shows, and shows the server’s objection', async () => {
    const about = 'Live music on the roof.\nEvery month.';
    serve({ ...rooftop, about: 'Old text' }, { ...rooftop, about });
    request.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Refused',
        fields: { about: 'Control characters are not allowed' },
      }),
    );
    request.mockResolvedValue({ ...rooftop, about });
    const user = renderDetails();

    const field = await screen.findByLabelText(/^About/);
    expect(field).toHaveValue('Old text');
    await user.clear(field);
    await user.type(field, 'Live music on the roof.{Enter}Every month.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Control characters are not allowed')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(request).toHaveBeenLastCalledWith('/api/organisations/org-1', {
      method: 'PATCH',
      body: { name: 'Rooftop Collective', slug: 'rooftop', about },
      schema: organisationDetails,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });

  it.each([
    [409, 'conflict', 'Another organisation has this address'],
    [400, 'validation_failed', 'This address is reserved'],
  ] as const)('shows the server’s %i about the address next to it', async (status, code, why) => {
    serve(rooftop);
    request.mockRejectedValue(
      new ApiError({ status, code, message: 'Refused', fields: { slug: why } }),
    );
    const user = renderDetails();

    const address = await screen.findByLabelText(/^Address/);
    await user.clear(address);
    await user.type(address, 'admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('uploads a logo through uploadImage', async () => {
    serve(rooftop, { ...rooftop, logoUrl: '/api/organisations/org-1/logo?v=v2' });
    upload.mockResolvedValue({ url: '/api/organisations/org-1/logo?v=v2' });
    const user = renderDetails();

    expect(await screen.findByRole('img', { name: 'No logo yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation logo' });
    const save = within(dialog).getByRole('button', { name: 'Save the logo' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm test photo' }));
    await user.click(save);

    expect(upload).toHaveBeenCalledWith(
      { blob: expect.any(Blob), target: 'organisation-logo', orgId: 'org-1' },
      expect.anything(),
    );
    expect(await screen.findByText('Rooftop Collective has its new logo.')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Logo of Rooftop Collective' })).toBeVisible();
  });

  it('is read-only, with a note, for members whose role does not change it', async () => {
    serve({ ...rooftop, about: 'Live music on the roof.', yourRights: [] });
    renderDetails();

    expect(await screen.findByText('Changed by owners and admins')).toBeInTheDocument();
    expect(screen.getByText('Rooftop Collective')).toBeInTheDocument();
    expect(screen.getByText('rooftop')).toBeInTheDocument();
    expect(screen.getByText('Live music on the roof.')).toBeInTheDocument();
    expect(
      screen.getByText(`Its public page is at ${window.location.origin}/o/rooftop`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload a logo' })).not.toBeInTheDocument();
  });
});
