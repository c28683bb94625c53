import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ApprovalStatus } from '@contract/event-summary';
import { paths } from '@/config/paths';
import { TitledCard } from './titled-card';
import { CopyableLink } from './copyable-link';

/** The link to share with buyers, ready to copy. */
export function PublicLinkCard({ eventId, status }: { eventId: string; status: ApprovalStatus }) {
  const href = paths.publicEvent.getHref(eventId);
  const url = `${window.location.origin}${href}`;
  return (
    <TitledCard title="Public link">
      <CopyableLink label="Share this with buyers" link={url} copyLabel="Copy" copiedFor={2000} />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {status === 'approved'
            ? 'Anyone with the link can buy tickets.'
            : 'The page opens for buyers once the event is approved.'}
        </Text>
        <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
          <Group gap={4} component="span">
            Open <IconExternalLink size={14} />
          </Group>
        </Anchor>
      </Group>
    </TitledCard>
  );
}
