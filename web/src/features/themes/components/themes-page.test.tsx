import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ThemesPage } from './themes-page';

afterEach(() => localStorage.clear());

function renderThemesPage() {
  renderWithProviders(<ThemesPage />);
  return userEvent.setup();
}

describe('ThemesPage', () => {
  it('lists the 32 presets as radio options, halloween chosen by default', () => {
    renderThemesPage();

    expect(screen.getAllByRole('radio')).toHaveLength(32);
    expect(screen.getByRole('radio', { name: 'Halloween' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });

  it('applies a chosen preset with its scheme and keeps both in local storage', async () => {
    const user = renderThemesPage();

    await user.click(screen.getByRole('radio', { name: 'Nord' }));

    expect(screen.getByRole('radio', { name: 'Nord' })).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('theme')).toBe('nord');
    expect(localStorage.getItem('isdark')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('switches dark mode, and the default preset follows it until one is chosen', async () => {
    const user = renderThemesPage();

    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));

    expect(localStorage.getItem('isdark')).toBe('false');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Wireframe' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('restores the stored preset on the next visit', () => {
    localStorage.setItem('theme', 'dracula');
    localStorage.setItem('isdark', 'true');

    renderThemesPage();

    expect(screen.getByRole('radio', { name: 'Dracula' })).toHaveAttribute('aria-checked', 'true');
  });
});
