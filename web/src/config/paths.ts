/**
 * Every route of the app, defined once (SPEC.md's route table). `path` is the router pattern,
 * relative to its parent where the route is nested; `getHref` builds a link to it.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  publicEvent: {
    path: '/event/:id',
    getHref: (id: string) => `/event/${encodeURIComponent(id)}`,
  },
  legacySignUp: { path: '/sign-up', getHref: () => '/sign-up' },
  questionnaire: {
    path: '/qn/:info',
    getHref: (info: string) => `/qn/${encodeURIComponent(info)}`,
  },
  userFlow: {
    root: { path: '/user-flow', getHref: () => '/user-flow' },
    signUp: { path: 'sign-up', getHref: () => '/user-flow/sign-up' },
    signUpConfirm: { path: 'sign-up-confirm', getHref: () => '/user-flow/sign-up-confirm' },
    emailVerified: { path: 'email-verified', getHref: () => '/user-flow/email-verified' },
    login: { path: 'login', getHref: () => '/user-flow/login' },
  },
  platform: {
    root: { path: '/platform', getHref: () => '/platform' },
    placeholder: { path: 'placeholder', getHref: () => '/platform/placeholder' },
    admin: { path: 'admin', getHref: () => '/platform/admin' },
    profile: { path: 'profile', getHref: () => '/platform/profile' },
    questionnaire: { path: 'questionnaire', getHref: () => '/platform/questionnaire' },
    test: { path: 'test', getHref: () => '/platform/test' },
    themes: { path: 'themes', getHref: () => '/platform/themes' },
    search: {
      path: 'search/:search',
      getHref: (search: string) => `/platform/search/${encodeURIComponent(search)}`,
    },
    events: { path: 'events', getHref: () => '/platform/events' },
    settings: { path: 'settings', getHref: () => '/platform/settings' },
    event: {
      path: 'event/:id',
      getHref: (id: string) => `/platform/event/${encodeURIComponent(id)}`,
    },
    newEvent: { path: 'new-event', getHref: () => '/platform/new-event' },
    tickets: { path: 'tickets', getHref: () => '/platform/tickets' },
  },
} as const;
