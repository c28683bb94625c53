import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { appleWalletPass } from './apple-wallet-pass';
import { walletTicketFacts } from './wallet-ticket-facts';

/**
 * One ticket as an Apple Wallet pass, for whoever has its code (as its page). Where the
 * platform has no Pass Type ID certificate there is no such thing: "not found", whatever the
 * code, so the answer says nothing of which codes exist.
 */
export async function getAppleWalletPass({
  services,
  code,
}: UseCaseOptions<'docs' | 'clock' | 'publicBaseUrl' | 'appleWallet', { code: string }>): Promise<{
  filename: string;
  pkpass: Buffer;
}> {
  const credentials = services.appleWallet;
  if (!credentials) throw notFound('Apple Wallet pass');
  const facts = await walletTicketFacts(services, code);
  return { filename: 'ticket.pkpass', pkpass: await appleWalletPass(facts, credentials) };
}
