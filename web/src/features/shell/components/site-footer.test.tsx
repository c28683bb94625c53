import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows the name, the tagline and the social links', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText(/your ticketing paradise/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Social media' })).toBeInTheDocument();
  });

  it('toggles light and dark, dark by default, and keeps the choice under isdark', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteFooter />);
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('isdark')).toBe('false');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('isdark')).toBe('true');
  });
});
