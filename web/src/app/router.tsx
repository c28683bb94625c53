import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorPage } from '@/components/route-error-page';
import { paths } from '@/config/paths';
import { EmailVerifiedPage } from '@/features/auth/components/email-verified-page';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { SignUpConfirmPage } from '@/features/auth/components/sign-up-confirm-page';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { UserFlowLayout } from '@/features/auth/components/user-flow-layout';
import { AdminPage } from '@/features/admin/components/admin-page';
import { EventDashboardPage } from '@/features/events/components/event-dashboard-page';
import { EventsListPage } from '@/features/events/components/events-list-page';
import { NewEventPage } from '@/features/events/components/new-event-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { PublicEventPage } from '@/features/public-event/components/public-event-page';
import { SearchPage } from '@/features/search/components/search-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { PlatformShell } from '@/features/shell/components/platform-shell';
import { WelcomePage } from '@/features/shell/components/welcome-page';
import { ThemesPage } from '@/features/themes/components/themes-page';
import { MyTicketsPage } from '@/features/tickets/components/my-tickets-page';
import { TicketPage } from '@/features/tickets/components/ticket-page';
import { comingSoonPlatformRoutes, questionnaireRoute } from './coming-soon-routes';

/** SPEC.md's whole route table. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home.path, element: <LandingPage /> },
      { path: paths.publicEvent.path, element: <PublicEventPage /> },
      { path: paths.ticket.path, element: <TicketPage /> },
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
          { path: paths.platform.event.path, element: <EventDashboardPage /> },
          { path: paths.platform.admin.path, element: <AdminPage /> },
          { path: paths.platform.search.path, element: <SearchPage /> },
          { path: paths.platform.profile.path, element: <ProfilePage /> },
          { path: paths.platform.settings.path, element: <SettingsPage /> },
          { path: paths.platform.themes.path, element: <ThemesPage /> },
          { path: paths.platform.tickets.path, element: <MyTicketsPage /> },
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
          { path: paths.userFlow.emailVerified.path, element: <EmailVerifiedPage /> },
          { path: paths.userFlow.login.path, element: <LoginPage /> },
          { path: paths.userFlow.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.userFlow.resetPassword.path, element: <ResetPasswordPage /> },
        ],
      },
      questionnaireRoute,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
