import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorPage } from '@/components/route-error-page';
import { paths } from '@/config/paths';
import { prefetchPublicEvent } from '@/features/public-event/api/get-event';
import { page } from '@/lib/lazy-page';
import { RootLayout, type RouteFrame } from './root-layout';
import { comingSoonPlatformRoutes, questionnaireRoute } from './coming-soon-routes';
import { eventWorkspaceRoute } from '@/features/events/workspace/workspace-route';

/**
 * SPEC.md's whole route table. The public event page asks for its event while its code
 * downloads, not after, and stands outside the query scope: its download has no TanStack
 * Query, which every other page shares.
 */
export const createRoutes = ({ prefetch = true }: { prefetch?: boolean } = {}): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.publicEvent.path,
        handle: { withoutNotifications: true } satisfies RouteFrame,
        loader: ({ params }) => {
          if (prefetch && params.id) prefetchPublicEvent(params.id);
          return null;
        },
        ...page(
          () => import('@/features/public-event/components/public-event-page'),
          (m) => m.PublicEventPage,
        ),
      },
      {
        // Like the public event page, outside the query scope and without toasts (but after
        // a logout, see RootLayout): a first visit downloads neither.
        path: paths.home.path,
        handle: { withoutNotifications: true } satisfies RouteFrame,
        ...page(
          () => import('@/features/landing/components/landing-page'),
          (m) => m.LandingPage,
        ),
      },
      {
        ...page(
          () => import('./query-scope'),
          (m) => m.QueryScope,
        ),
        children: queryScopedRoutes,
      },
    ],
  },
];

const queryScopedRoutes: RouteObject[] = [
  {
    path: paths.checkIn.organiser.path,
    handle: { withoutNotifications: true } satisfies RouteFrame,
    ...page(
      () => import('@/features/check-in/components/organiser-check-in-page'),
      (m) => m.OrganiserCheckInPage,
    ),
  },
  {
    path: paths.checkIn.device.path,
    handle: { withoutNotifications: true } satisfies RouteFrame,
    ...page(
      () => import('@/features/check-in/components/device-check-in-page'),
      (m) => m.DeviceCheckInPage,
    ),
  },
  {
    path: paths.ticket.path,
    ...page(
      () => import('@/features/tickets/components/ticket-page'),
      (m) => m.TicketPage,
    ),
  },
  {
    path: paths.waitingListEntry.path,
    ...page(
      () => import('@/features/waiting-list/components/waiting-list-entry-page'),
      (m) => m.WaitingListEntryPage,
    ),
  },
  {
    path: paths.invitation.path,
    ...page(
      () => import('@/features/team/components/invitation-page'),
      (m) => m.InvitationPage,
    ),
  },
  {
    path: paths.refundOffer.path,
    ...page(
      () => import('@/features/refunds/components/refund-offer-page'),
      (m) => m.RefundOfferPage,
    ),
  },
  {
    path: paths.unsubscribe.path,
    ...page(
      () => import('@/features/events/messages/unsubscribe-page'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: paths.myData.path,
    ...page(
      () => import('@/features/personal-data/components/my-data-page'),
      (m) => m.MyDataPage,
    ),
  },
  {
    path: paths.dataLink.path,
    ...page(
      () => import('@/features/personal-data/components/data-link-page'),
      (m) => m.DataLinkPage,
    ),
  },
  {
    path: paths.claimTransfer.path,
    ...page(
      () => import('@/features/tickets/components/claim-transfer-page'),
      (m) => m.ClaimTransferPage,
    ),
  },
  {
    path: paths.platform.root.path,
    ...page(
      () => import('@/features/shell/components/guarded-platform-shell'),
      (m) => m.GuardedPlatformShell,
    ),
    children: [
      {
        index: true,
        ...page(
          () => import('@/features/shell/components/welcome-page'),
          (m) => m.WelcomePage,
        ),
      },
      {
        path: paths.platform.events.path,
        ...page(
          () => import('@/features/events/components/events-list-page'),
          (m) => m.EventsListPage,
        ),
      },
      {
        path: paths.platform.newEvent.path,
        ...page(
          () => import('@/features/events/components/new-event-page'),
          (m) => m.NewEventPage,
        ),
      },
      eventWorkspaceRoute,
      {
        path: paths.platform.team.path,
        ...page(
          () => import('@/features/team/components/team-page'),
          (m) => m.TeamPage,
        ),
      },
      {
        path: paths.platform.integrations.path,
        ...page(
          () => import('@/features/integrations/components/integrations-page'),
          (m) => m.IntegrationsPage,
        ),
      },
      {
        path: paths.platform.money.path,
        ...page(
          () => import('@/features/money/components/all-money-page'),
          (m) => m.AllMoneyPage,
        ),
      },
      {
        path: paths.platform.admin.path,
        ...page(
          () => import('@/features/admin/components/admin-page'),
          (m) => m.AdminPage,
        ),
      },
      {
        path: paths.platform.search.path,
        ...page(
          () => import('@/features/search/components/search-page'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: paths.platform.profile.path,
        ...page(
          () => import('@/features/profile/components/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: paths.platform.settings.path,
        ...page(
          () => import('@/features/settings/components/settings-page'),
          (m) => m.SettingsPage,
        ),
      },
      {
        path: paths.platform.themes.path,
        ...page(
          () => import('@/features/themes/components/themes-page'),
          (m) => m.ThemesPage,
        ),
      },
      {
        path: paths.platform.tickets.path,
        ...page(
          () => import('@/features/tickets/components/my-tickets-page'),
          (m) => m.MyTicketsPage,
        ),
      },
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
    ...page(
      () => import('@/features/auth/components/user-flow-layout'),
      (m) => m.UserFlowLayout,
    ),
    children: [
      { index: true, element: <Navigate to={paths.userFlow.signUp.getHref()} replace /> },
      {
        path: paths.userFlow.signUp.path,
        ...page(
          () => import('@/features/auth/components/sign-up-page'),
          (m) => m.SignUpPage,
        ),
      },
      {
        path: paths.userFlow.signUpConfirm.path,
        ...page(
          () => import('@/features/auth/components/sign-up-confirm-page'),
          (m) => m.SignUpConfirmPage,
        ),
      },
      {
        path: paths.userFlow.emailVerified.path,
        ...page(
          () => import('@/features/auth/components/email-verified-page'),
          (m) => m.EmailVerifiedPage,
        ),
      },
      {
        path: paths.userFlow.login.path,
        ...page(
          () => import('@/features/auth/components/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.userFlow.forgotPassword.path,
        ...page(
          () => import('@/features/auth/components/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: paths.userFlow.resetPassword.path,
        ...page(
          () => import('@/features/auth/components/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
    ],
  },
  questionnaireRoute,
  { path: '*', element: <NotFoundPage /> },
];

export const routes = createRoutes({ prefetch: false });

/** The app's router: the route table inside the frame every page shares (toasts). */
export const createAppRouter = () =>
  createBrowserRouter([{ Component: RootLayout, children: createRoutes() }]);
