/** Where the workspace's "Sell on your website" card sends organisers to list their sites. */
export const allowedSitesAnchor = 'allowed-sites';
