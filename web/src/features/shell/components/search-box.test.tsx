import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router-dom';
import { renderWithProviders } from '@/test/render';
import { narrowAfterBlurMs, SearchBox } from './search-box';

function SearchResults() {
  return <p>Results for {useParams().search}</p>;
}

function renderBox(onNavigate = vi.fn()) {
  const view = renderWithProviders(<SearchBox onNavigate={onNavigate} />, {
    path: '/platform',
    routes: [{ path: '/platform/search/:search', element: <SearchResults /> }],
  });
  return { ...view, onNavigate };
}

const searchForm = () => screen.getByRole('search');

describe('SearchBox', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('suggests "Manage Event: {text}" while typing', async () => {
    const user = userEvent.setup();
    renderBox();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Gala');

    expect(await screen.findByRole('option', { name: 'Manage Event: Gala' })).toBeInTheDocument();
  });

  it('offers no suggestion for blank text', async () => {
    const user = userEvent.setup();
    renderBox();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '   ');

    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('choosing the suggestion opens /platform/search/manage-event:{text}', async () => {
    const user = userEvent.setup();
    const { router, onNavigate } = renderBox();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Gala night');
    await user.click(await screen.findByRole('option', { name: 'Manage Event: Gala night' }));

    expect(await screen.findByText('Results for manage-event:Gala night')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/search/manage-event:Gala%20night');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('Enter on the highlighted suggestion also manages the event', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Gala');
    await screen.findByRole('option', { name: 'Manage Event: Gala' });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByText('Results for manage-event:Gala')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/search/manage-event:Gala');
  });

  it('Enter searches for the text itself', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' Jazz brunch {Enter}');

    expect(await screen.findByText('Results for Jazz brunch')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/search/Jazz%20brunch');
  });

  it('Enter on an empty box goes nowhere', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '{Enter}');

    expect(router.state.location.pathname).toBe('/platform');
  });

  it('has a clear button once there is text, which empties the box', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await user.type(box, 'Gala');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('widens on focus and narrows 2 seconds after losing focus', async () => {
    vi.useFakeTimers();
    renderBox();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(searchForm()).not.toHaveAttribute('data-wide');

    fireEvent.focus(box);
    expect(searchForm()).toHaveAttribute('data-wide');

    fireEvent.blur(box);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(narrowAfterBlurMs - 1);
    });
    expect(searchForm()).toHaveAttribute('data-wide');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searchForm()).not.toHaveAttribute('data-wide');
  });

  it('stays wide when focus comes back before the 2 seconds are up', async () => {
    vi.useFakeTimers();
    renderBox();
    const box = screen.getByRole('searchbox', { name: 'Search' });

    fireEvent.focus(box);
    fireEvent.blur(box);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(narrowAfterBlurMs / 2);
    });
    fireEvent.focus(box);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(narrowAfterBlurMs * 2);
    });

    expect(searchForm()).toHaveAttribute('data-wide');
  });
});
