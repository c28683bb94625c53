import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { logOutState } from '@/features/auth/log-out-state';
import { RootLayout, type RouteFrame } from './root-layout';

/** Renders the frame around a quiet page (no toasts) and a page with them, at `entry`. */
function renderFrame(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            path: '/',
            handle: { withoutNotifications: true } satisfies RouteFrame,
            element: <p>Quiet page</p>,
          },
          { path: '/platform', element: <p>Platform page</p> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const toastsMounted = () => document.querySelector('.mantine-Notifications-root') !== null;

describe('RootLayout', () => {
  it('mounts the toasts on pages that have them', async () => {
    renderFrame('/platform');
    await waitFor(() => expect(toastsMounted()).toBe(true), { timeout: 5_000 });
  });

  it('leaves them out of a quiet page', async () => {
    renderFrame('/');
    expect(await screen.findByText('Quiet page')).toBeInTheDocument();
    // Given the time a lazily loaded component takes, it would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastsMounted()).toBe(false);
  });

  it('mounts them on a quiet page a logout lands on, to say how the logout went', async () => {
    renderFrame({ pathname: '/', state: logOutState });
    await waitFor(() => expect(toastsMounted()).toBe(true), { timeout: 5_000 });
  });
});
