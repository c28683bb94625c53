import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import LocalEmailLink from './local-email-link';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    env: {
      ...actual.env,
      authEmulatorUrl: 'http://127.0.0.1:9099',
      firebase: { ...actual.env.firebase, projectId: 'demo-paradise' },
    },
  };
});

function answerWith(oobCodes: unknown[]) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ oobCodes }));
}

describe('LocalEmailLink (development only)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("links to our verification page with the emulator's newest code, in a new tab", async () => {
    const fetchSpy = answerWith([
      { email: 'ada@example.com', oobCode: 'old', requestType: 'VERIFY_EMAIL' },
      { email: 'ada@example.com', oobCode: 'new', requestType: 'VERIFY_EMAIL' },
    ]);
    renderWithProviders(<LocalEmailLink email="ada@example.com" kind="verify-email" isNewTab />);

    const link = await screen.findByRole('link', { name: 'Open the local verification link' });
    expect(link).toHaveAttribute('href', '/user-flow/email-verified?mode=verifyEmail&oobCode=new');
    expect(link).toHaveAttribute('target', '_blank');
    expect(fetchSpy).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-paradise/oobCodes',
    );
  });

  it('links to our reset page with the reset code', async () => {
    answerWith([{ email: 'ada@example.com', oobCode: 'reset', requestType: 'PASSWORD_RESET' }]);
    renderWithProviders(<LocalEmailLink email="ada@example.com" kind="reset-password" />);

    expect(await screen.findByRole('link', { name: 'Open the local reset link' })).toHaveAttribute(
      'href',
      '/user-flow/reset-password?oobCode=reset',
    );
  });

  it('waits for the email, and can be told to check again', async () => {
    const fetchSpy = answerWith([]);
    renderWithProviders(<LocalEmailLink email="ada@example.com" kind="reset-password" />);

    expect(await screen.findByText('Waiting for the email…')).toBeInTheDocument();
    fetchSpy.mockResolvedValue(
      Response.json({
        oobCodes: [{ email: 'ada@example.com', oobCode: 'late', requestType: 'PASSWORD_RESET' }],
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));

    expect(await screen.findByRole('link', { name: 'Open the local reset link' })).toHaveAttribute(
      'href',
      '/user-flow/reset-password?oobCode=late',
    );
  });
});
