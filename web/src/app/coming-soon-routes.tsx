import type { RouteObject } from 'react-router-dom';
import { ComingSoonCard } from '@/components/coming-soon-card';
import { paths } from '@/config/paths';

const backToPlatform = { href: paths.platform.root.getHref(), label: 'Back to the platform' };

/**
 * Platform pages that later releases build (each route already exists so links never break),
 * and the signed-in user's own questionnaire, loaded when first opened.
 */
export const comingSoonPlatformRoutes: RouteObject[] = [
  ...[
    { path: paths.platform.placeholder.path, what: 'this page' },
    { path: paths.platform.test.path, what: 'this page' },
  ].map(({ path, what }) => ({
    path,
    element: <ComingSoonCard what={what} backTo={backToPlatform} />,
  })),
  {
    path: paths.platform.questionnaire.path,
    lazy: async () => ({
      Component: (await import('@/features/questionnaire/components/my-questionnaire-page'))
        .MyQuestionnairePage,
    }),
  },
];

/** `/qn/{info}`: the public intake questionnaire, its own bundle. */
export const questionnaireRoute: RouteObject = {
  path: paths.questionnaire.path,
  lazy: async () => ({
    Component: (await import('@/features/questionnaire/components/questionnaire-page'))
      .QuestionnairePage,
  }),
};
