import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { uploadImage, UploadImageError } from '@/lib/upload-image';
import { buildProfile } from '@/test/profile-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), put: vi.fn() } }));
vi.mock('@/lib/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload-image')>()),
  uploadImage: vi.fn(),
}));
// The editor's canvas work has its own tests; here it only hands over a cropped photo.
vi.mock('@/components/photo-editor/photo-editor', () => ({
  PhotoEditor: ({ onConfirm }: { onConfirm: (blob: Blob, url: string) => void }) => (
    <button type="button" onClick={() => onConfirm(new Blob(['jpeg']), 'blob:crop')}>
      Confirm
    </button>
  ),
}));

const getJson = vi.mocked(apiClient.get);
const put = vi.mocked(apiClient.put);
const upload = vi.mocked(uploadImage);

function renderProfile(profile = buildProfile()) {
  getJson.mockResolvedValue(profile);
  renderWithProviders(<ProfilePage />, { authState: signedInAs() });
  return userEvent.setup();
}

async function fillValidProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByLabelText(/Date of birth/), '1990-04-23');
}

beforeEach(() => {
  getJson.mockReset();
  put.mockReset();
  upload.mockReset();
  localStorage.clear();
});

describe('ProfilePage', () => {
  it('shows a skeleton, then the card with email and country read-only', async () => {
    renderProfile(buildProfile({ country: 'South Africa' }));

    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('organiser@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('South Africa');
    expect(screen.getByLabelText('Country')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('No profile photo yet')).toBeInTheDocument();
    expect(getJson).toHaveBeenCalledWith('/api/me/profile', expect.anything(), expect.anything());
  });

  it('shows the sign-up default country as not known yet, not as the word "Country"', async () => {
    renderProfile(buildProfile({ country: 'Country' }));

    const country = await screen.findByLabelText('Country');
    expect(country).toHaveValue('');
    expect(country).toHaveAttribute('placeholder', 'Not known yet');
  });

  it('requires first name, last name, gender and date of birth before saving', async () => {
    const user = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Update' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose Female or Male')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses a date of birth in the future, as the API would', async () => {
    const user = renderProfile(
      buildProfile({ firstName: 'Ada', lastName: 'Lovelace', gender: 'Female' }),
    );

    await user.type(await screen.findByLabelText(/Date of birth/), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Date of birth is in the past')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('saves the profile and says "Updated"', async () => {
    const user = renderProfile();
    put.mockResolvedValue(
      buildProfile({ firstName: 'Ada', lastName: 'Lovelace', gender: 'Female', dob: '1990-04-23' }),
    );

    await fillValidProfile(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Updated');
    expect(put).toHaveBeenCalledWith(
      '/api/me/profile',
      { firstName: 'Ada', lastName: 'Lovelace', gender: 'Female', dob: '1990-04-23' },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows the server’s field errors beside their fields, and its message', async () => {
    const user = renderProfile();
    put.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Check the highlighted fields',
        fields: { lastName: 'At most 60 characters' },
      }),
    );

    await fillValidProfile(user);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('At most 60 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uploads a new photo from the "Edit Profile Photo" dialog and shows it', async () => {
    const user = renderProfile();
    upload.mockImplementation(async (_request, options) => {
      options?.onProgress?.(1);
      return { url: '/api/users/user-1/photo?v=new' };
    });

    await user.click(await screen.findByRole('button', { name: 'Edit profile photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile Photo' });
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    getJson.mockResolvedValue(buildProfile({ photoUrl: '/api/users/user-1/photo?v=new' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('img', { name: /Profile photo of/ })).toHaveAttribute(
      'src',
      '/api/users/user-1/photo?v=new',
    );
    expect(upload).toHaveBeenCalledWith(
      { blob: expect.any(Blob), target: 'profile' },
      expect.anything(),
    );
    expect(localStorage.getItem('images/user-1/profile')).toBe('/api/users/user-1/photo?v=new');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why a photo was refused, in the dialog and on the card', async () => {
    const user = renderProfile();
    upload.mockRejectedValue(
      new UploadImageError({
        status: 413,
        wasSent: true,
        message:
          'Sent, but failed to upload image: Payload Too Large. The image is larger than 5 MB',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit profile photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile Photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    expect(
      await within(dialog).findByText(/Sent, but failed to upload image: Payload Too Large/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/The image is larger than 5 MB/)).toBeInTheDocument();
  });
});
