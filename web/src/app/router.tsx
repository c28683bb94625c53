import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorPage } from '@/components/route-error-page';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SignUpConfirmPage } from '@/features/auth/components/sign-up-confirm-page';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { UserFlowLayout } from '@/features/auth/components/user-flow-layout';
import { EventsListPage } from '@/features/events/components/events-list-page';
import { NewEventPage } from '@/features/events/components/new-event-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { PublicEventPage } from '@/features/public-event/components/public-event-page';
import { PlatformShell } from '@/features/shell/components/platform-shell';
import { WelcomePage } from '@/features/shell/components/welcome-page';
import {
  comingSoonPlatformRoutes,
  emailVerifiedRoute,
  questionnaireRoute,
} from './coming-soon-routes';

/** SPEC.md's whole route table. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home.path, element: <LandingPage /> },
      { path: paths.publicEvent.path, element: <PublicEventPage /> },
      {
        path: paths.platform.root.path,
        // Guarding the shell guards every child route with it.
        element: (
          <RequireAuth>
            <PlatformShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <WelcomePage /> },
          { path: paths.platform.events.path, element: <EventsListPage /> },
          { path: paths.platform.newEvent.path, element: <NewEventPage /> },
          ...comingSoonPlatformRoutes,
        ],
      },
      {
        // SPEC.md lists a top-level sign-up route without content; send it to the real one.
        path: paths.legacySignUp.path,
        element: <Navigate to={paths.userFlow.signUp.getHref()} replace />,
      },
      {
        path: paths.userFlow.root.path,
        element: <UserFlowLayout />,
        children: [
          { index: true, element: <Navigate to={paths.userFlow.signUp.getHref()} replace /> },
          { path: paths.userFlow.signUp.path, element: <SignUpPage /> },
          { path: paths.userFlow.signUpConfirm.path, element: <SignUpConfirmPage /> },
          emailVerifiedRoute,
          { path: paths.userFlow.login.path, element: <LoginPage /> },
        ],
      },
      questionnaireRoute,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
