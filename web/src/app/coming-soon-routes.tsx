import type { RouteObject } from 'react-router-dom';
import { ComingSoonCard } from '@/components/coming-soon-card';
import { paths } from '@/config/paths';

const backToPlatform = { href: paths.platform.root.getHref(), label: 'Back to the platform' };
const backHome = { href: paths.home.getHref(), label: 'Back to the home page' };

/** Platform pages that later releases build; each route already exists so links never break. */
export const comingSoonPlatformRoutes: RouteObject[] = [
  { path: paths.platform.placeholder.path, what: 'this page' },
  { path: paths.platform.admin.path, what: 'the administration area' },
  { path: paths.platform.profile.path, what: 'your profile' },
  { path: paths.platform.questionnaire.path, what: 'your questionnaire' },
  { path: paths.platform.test.path, what: 'this page' },
  { path: paths.platform.themes.path, what: 'themes' },
  { path: paths.platform.search.path, what: 'search' },
  { path: paths.platform.settings.path, what: 'your settings' },
  { path: paths.platform.event.path, what: 'your event dashboard' },
  { path: paths.platform.tickets.path, what: 'your tickets' },
].map(({ path, what }) => ({
  path,
  element: <ComingSoonCard what={what} backTo={backToPlatform} />,
}));

export const emailVerifiedRoute: RouteObject = {
  path: paths.userFlow.emailVerified.path,
  element: <ComingSoonCard what="email verification" backTo={backHome} />,
};

export const questionnaireRoute: RouteObject = {
  path: paths.questionnaire.path,
  element: <ComingSoonCard what="the intake questionnaire" backTo={backHome} />,
};
