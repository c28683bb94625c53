/**
 * Wallet passes of a ticket (issue 23), by its code as its page is: the web app links to
 * them, the API serves them. Shared so the two never disagree on a path.
 */
export const walletPaths = {
  applePattern: '/api/tickets/:code/wallet/apple.pkpass',
  googlePattern: '/api/tickets/:code/wallet/google',
  /** The `.pkpass` file of a ticket: Safari hands it to Wallet. */
  apple: (code: string) => `/api/tickets/${encodeURIComponent(code)}/wallet/apple.pkpass`,
  /** Answers 302 to Google Wallet's save link, a JWT signed a moment ago. */
  google: (code: string) => `/api/tickets/${encodeURIComponent(code)}/wallet/google`,
};
