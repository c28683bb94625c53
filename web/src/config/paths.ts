/**
 * Every route of the app, defined once (SPEC.md's route table). `path` is the router pattern,
 * relative to its parent where the route is nested; `getHref` builds a link to it.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  publicEvent: {
    // The server's page answers under the name's slug too (`/event/{id}/{slug}`, canonical).
    path: '/event/:id/:slug?',
    getHref: (id: string) => `/event/${encodeURIComponent(id)}`,
  },
  legacySignUp: { path: '/sign-up', getHref: () => '/sign-up' },
  ticket: {
    path: '/tickets/:code',
    getHref: (code: string) => `/tickets/${encodeURIComponent(code)}`,
  },
  /** A waiting-list entry's emailed link (`#{token}`): the place in line, or the offer to buy. */
  waitingListEntry: {
    path: '/waiting-list/:eventId/:typeId/:entryId',
    getHref: (eventId: string, typeId: string, entryId: string) =>
      `/waiting-list/${encodeURIComponent(eventId)}/${encodeURIComponent(typeId)}/${encodeURIComponent(entryId)}`,
  },
  /** A friend claims a transferred ticket; the emailed link adds `#{token}` (the server's). */
  /** An invitation into an organisation, opened from its email (the secret after `#`). */
  invitation: {
    path: '/invitations/:invitationId',
    getHref: (invitationId: string) => `/invitations/${encodeURIComponent(invitationId)}`,
  },
  /** The refund an "Event changed" email offers (`?t=` its proof). */
  refundOffer: {
    path: '/refund/:mailingId/:orderId',
    getHref: (mailingId: string, orderId: string) =>
      `/refund/${encodeURIComponent(mailingId)}/${encodeURIComponent(orderId)}`,
  },
  /** Unsubscribing from an organiser's promotional messages: `?m&r&t` from the email. */
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  /** Anyone asks for a link to what we keep about an email address (issue 43). */
  myData: { path: '/my-data', getHref: () => '/my-data' },
  /** The data email's link adds `#{token}` (the server's): the address's data in short. */
  dataLink: {
    path: '/my-data/:linkId',
    getHref: (linkId: string) => `/my-data/${encodeURIComponent(linkId)}`,
  },
  claimTransfer: {
    path: '/claim/:transferId',
    getHref: (transferId: string) => `/claim/${encodeURIComponent(transferId)}`,
  },
  /** The check-in scanner, full screen, outside the platform's frame (one for each who scans). */
  checkIn: {
    organiser: {
      path: '/platform/events/:eventId/check-in',
      getHref: (eventId: string) => `/platform/events/${encodeURIComponent(eventId)}/check-in`,
    },
    /** A door device's link adds `#{deviceId}.{secret}` (made by the server). */
    device: {
      path: '/check-in/:eventId',
      getHref: (eventId: string) => `/check-in/${encodeURIComponent(eventId)}`,
    },
  },
  questionnaire: {
    path: '/qn/:info',
    getHref: (info: string) => `/qn/${encodeURIComponent(info)}`,
  },
  userFlow: {
    root: { path: '/user-flow', getHref: () => '/user-flow' },
    signUp: { path: 'sign-up', getHref: () => '/user-flow/sign-up' },
    signUpConfirm: { path: 'sign-up-confirm', getHref: () => '/user-flow/sign-up-confirm' },
    emailVerified: {
      path: 'email-verified',
      /** With a code, the link the verification email (or the local emulator link) opens. */
      getHref: (oobCode?: string) =>
        oobCode
          ? `/user-flow/email-verified?${new URLSearchParams({ mode: 'verifyEmail', oobCode }).toString()}`
          : '/user-flow/email-verified',
    },
    login: { path: 'login', getHref: () => '/user-flow/login' },
    forgotPassword: { path: 'forgot-password', getHref: () => '/user-flow/forgot-password' },
    resetPassword: {
      path: 'reset-password',
      getHref: (oobCode: string) =>
        `/user-flow/reset-password?${new URLSearchParams({ oobCode }).toString()}`,
    },
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
      // The colon stays readable: SPEC.md's links look like /platform/search/manage-event:{text}.
      getHref: (search: string) =>
        `/platform/search/${encodeURIComponent(search).replace(/%3A/gi, ':')}`,
      getManageEventHref: (text: string) =>
        `/platform/search/manage-event:${encodeURIComponent(text)}`,
    },
    events: { path: 'events', getHref: () => '/platform/events' },
    settings: { path: 'settings', getHref: () => '/platform/settings' },
    /** An event's workspace: its Overview, or one of its sections (workspace/sections.ts). */
    event: {
      path: 'event/:id',
      getHref: (id: string, section = '') =>
        `/platform/event/${encodeURIComponent(id)}${section ? `/${section}` : ''}`,
    },
    /** The Money section of an event's workspace. */
    eventMoney: { getHref: (id: string) => `/platform/event/${encodeURIComponent(id)}/money` },
    /** The organiser's money across all their events. */
    money: { path: 'money', getHref: () => '/platform/money' },
    newEvent: { path: 'new-event', getHref: () => '/platform/new-event' },
    /** Who works on the organisation's events (issue 38). */
    team: { path: 'team', getHref: () => '/platform/team' },
    /** API keys and webhooks: how other systems work with the organisation (issue 41). */
    integrations: { path: 'integrations', getHref: () => '/platform/integrations' },
    tickets: { path: 'tickets', getHref: () => '/platform/tickets' },
  },
} as const;
