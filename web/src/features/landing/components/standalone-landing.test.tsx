import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { renderWithProviders, signedInAs } from '@/test/render';
import { StandaloneLanding } from './standalone-landing';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

/**
 * The landing page as a first visit of `/` starts it (landing-entry.tsx). The providers'
 * router is only the test harness's: the page itself uses none (its links are plain ones).
 */
describe('StandaloneLanding', () => {
  it('shows the page with plain links to sign up and log in', () => {
    const goTo = vi.fn();
    renderWithProviders(<StandaloneLanding goTo={goTo} />);

    expect(screen.getByRole('heading', { level: 1, name: env.appTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/user-flow/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-flow/login');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to the platform with a page load, without showing the hero', () => {
    const goTo = vi.fn();
    renderWithProviders(<StandaloneLanding goTo={goTo} />, { authState: signedInAs() });

    expect(goTo).toHaveBeenCalledWith('/platform');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
