import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { AuthContext, signedOutAuthState, type AuthState } from '@/features/auth/auth-context';
import { ThemeProvider } from '@/features/themes/components/theme-provider';

type RenderOptions = {
  /** The path the element is mounted at, e.g. "/event/:id". */
  path?: string;
  /** Where the test starts; a string or a location with router state. */
  initialEntry?: string | { pathname: string; state?: unknown };
  /** Other routes to land on, so a test can assert where navigation went. */
  routes?: RouteObject[];
  authState?: AuthState;
};

/** Renders one page or component inside the app's providers, with a memory router. */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', initialEntry = path, routes = [], authState }: RenderOptions = {},
) {
  return renderRoutes([{ path, element }, ...routes], { initialEntry, authState });
}

/** renderWithProviders, with a user-event session to click and type with. */
export function renderWithUser(element: ReactElement, options: RenderOptions = {}) {
  const view = renderWithProviders(element, options);
  return { ...view, user: userEvent.setup() };
}

/** Renders a route table (the app's own, say) inside the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntry = '/',
    authState = signedOutAuthState,
  }: Pick<RenderOptions, 'initialEntry' | 'authState'> = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    // The app's own theming (presets, dark mode in local storage), without transitions.
    <ThemeProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthContext value={authState}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}

/** A signed-in auth state around a fake Firebase user carrying only what the UI reads. */
export function signedInAs(
  overrides: Partial<
    Pick<User, 'uid' | 'email' | 'isAnonymous' | 'displayName' | 'emailVerified'>
  > = {},
  { isAdmin = false } = {},
): AuthState {
  const user = {
    uid: 'user-1',
    email: 'organiser@example.com',
    isAnonymous: false,
    displayName: null,
    emailVerified: true,
    ...overrides,
  };
  // A full firebase User has dozens of members no component reads; the cast keeps tests short.
  return { status: 'signed-in', user: user as unknown as User, isAdmin };
}
