import { hashLinkSecret, newLinkSecret } from '../app/common/link-secret';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';

/**
 * Two emailed data links of ann@example.com (issue 43), for an API harness whose clock reads
 * 2026-11-01T10:00Z: `live` still works, `old` expired an hour ago. Returns their secrets.
 */
export async function storeDataLinks(docs: DocStore): Promise<{ token: string; oldToken: string }> {
  const token = newLinkSecret();
  const oldToken = newLinkSecret();
  const link = (secret: string, expiresAt: string) => ({
    email: 'ann@example.com',
    tokenHash: hashLinkSecret(secret),
    createdAt: '2026-10-31T00:00:00.000Z',
    expiresAt,
  });
  await docs.set(paths.dataLink('live'), link(token, '2026-11-02T09:00:00.000Z'));
  await docs.set(paths.dataLink('old'), link(oldToken, '2026-11-01T09:00:00.000Z'));
  return { token, oldToken };
}
