import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { googleWalletSaveUrl } from './google-wallet-link';
import { walletTicketFacts } from './wallet-ticket-facts';

/**
 * The "Save to Google Wallet" link of one ticket, for whoever has its code (as its page).
 * Without a Google Wallet issuer configured: "not found", whatever the code.
 */
export async function getGoogleWalletLink({
  services,
  code,
}: UseCaseOptions<
  'docs' | 'clock' | 'publicBaseUrl' | 'googleWallet',
  { code: string }
>): Promise<string> {
  const credentials = services.googleWallet;
  if (!credentials) throw notFound('Google Wallet pass');
  const facts = await walletTicketFacts(services, code);
  return googleWalletSaveUrl(facts, credentials, {
    now: services.clock.now(),
    // Where the holder pressed the button: the web app's origin.
    origin: new URL(services.publicBaseUrl).origin,
  });
}
