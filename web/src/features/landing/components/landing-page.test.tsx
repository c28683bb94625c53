import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { AuthRequestContext, type AuthState } from '@/features/auth/auth-context';
import { renderWithProviders, signedInAs } from '@/test/render';
import { LandingPage } from './landing-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
// A copy the tests may change: the build-time settings are fixed for the real module.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, env: { ...actual.env } };
});

function renderLanding({ authState }: { authState?: AuthState } = {}) {
  return renderWithProviders(<LandingPage />, {
    path: '/',
    routes: [{ path: '/platform', element: <p>Platform home</p> }],
    authState,
  });
}

describe('LandingPage', () => {
  beforeEach(() => {
    env.isComingSoon = false;
    env.appDomain = 'paradise.example';
  });

  it('shows the title, the pitch and Get Started', () => {
    renderLanding();

    expect(screen.getByRole('heading', { level: 1, name: env.appTitle })).toBeInTheDocument();
    expect(
      screen.getByText('Distribute tickets to your event without hassle while making it fun.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/user-flow/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-flow/login');
  });

  it('in coming-soon mode offers the info address instead of Get Started', () => {
    env.isComingSoon = true;
    renderLanding();

    expect(screen.getByRole('heading', { level: 1, name: env.appTitle })).toBeInTheDocument();
    expect(
      screen.getByText('Distribute tickets to your event without hassle while making it fun.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@paradise.example' })).toHaveAttribute(
      'href',
      'mailto:info@paradise.example',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('has a footer with the name, the tagline and social links', () => {
    renderLanding();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(env.appTitle);
    expect(footer).toHaveTextContent('your ticketing paradise');
    expect(screen.getByRole('link', { name: `${env.appTitle} on Instagram` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
    );
  });

  it('sends a signed-in user to the platform', async () => {
    renderLanding({ authState: signedInAs() });

    expect(await screen.findByText('Platform home')).toBeInTheDocument();
  });

  it('keeps an anonymous buyer session on the landing page', () => {
    renderLanding({ authState: signedInAs({ isAnonymous: true, email: null }) });

    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  describe('before the session is known', () => {
    const loading: AuthState = { status: 'loading', user: null, isAdmin: false };
    afterEach(() => localStorage.clear());

    function renderAskingForAuth() {
      const requestAuth = vi.fn();
      renderWithProviders(
        <AuthRequestContext value={requestAuth}>
          <LandingPage />
        </AuthRequestContext>,
        { path: '/', authState: loading },
      );
      return requestAuth;
    }

    it('shows a first-time visitor the page at once, without loading Firebase Auth', () => {
      const requestAuth = renderAskingForAuth();

      expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
      expect(requestAuth).not.toHaveBeenCalled();
    });

    it('waits for the session of somebody who was signed in here, loading it at once', () => {
      localStorage.setItem('signedIn', '1');
      const requestAuth = renderAskingForAuth();

      expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
      expect(requestAuth).toHaveBeenCalled();
    });
  });
});
