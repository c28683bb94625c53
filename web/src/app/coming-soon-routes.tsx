import type { RouteObject } from 'react-router-dom';
import { ComingSoonCard } from '@/components/coming-soon-card';
import { paths } from '@/config/paths';

const backToPlatform = { href: paths.platform.root.getHref(), label: 'Back to the platform' };
const backHome = { href: paths.home.getHref(), label: 'Back to the home page' };

/** Platform pages that later releases build; each route already exists so links never break. */
export const comingSoonPlatformRoutes: RouteObject[] = [
  { path: paths.platform.placeholder.path, what: 'this page' },
  { path: paths.platform.questionnaire.path, what: 'your questionnaire' },
  { path: paths.platform.test.path, what: 'this page' },
].map(({ path, what }) => ({
  path,
  element: <ComingSoonCard what={what} backTo={backToPlatform} />,
}));

export const questionnaireRoute: RouteObject = {
  path: paths.questionnaire.path,
  element: <ComingSoonCard what="the intake questionnaire" backTo={backHome} />,
};
