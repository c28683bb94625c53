import { Button, Group } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import type { TicketView } from '@contract/tickets';
import { walletPaths } from '@contract/wallet';
import { resolveApiUrl } from '@/lib/api-url';
import { useWalletPasses } from '../api/wallet-passes';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet", each only where the platform signs that
 * wallet's passes. Plain links, not scripted downloads: Safari hands a `.pkpass` to Wallet
 * only when it navigates to it, and the Google link is answered with Google's save page.
 */
export function WalletButtons({ ticket }: { ticket: TicketView }) {
  const wallets = useWalletPasses();
  if (ticket.status !== 'valid' || (!wallets.apple && !wallets.google)) return null;
  return (
    <Group justify="center" gap="sm">
      {wallets.apple && (
        <Button
          component="a"
          href={resolveApiUrl(walletPaths.apple(ticket.code))}
          variant="filled"
          color="dark"
          leftSection={<IconBrandApple size={18} aria-hidden />}
        >
          Add to Apple Wallet
        </Button>
      )}
      {wallets.google && (
        <Button
          component="a"
          href={resolveApiUrl(walletPaths.google(ticket.code))}
          target="_blank"
          rel="noopener noreferrer"
          variant="filled"
          color="dark"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
        >
          Save to Google Wallet
        </Button>
      )}
    </Group>
  );
}
