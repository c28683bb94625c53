import { Anchor, Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { ApprovalStatus } from '@contract/events';
import { paths } from '@/config/paths';
import { TitledCard } from './titled-card';

/** The link to share with buyers, ready to copy. */
export function PublicLinkCard({ eventId, status }: { eventId: string; status: ApprovalStatus }) {
  const href = paths.publicEvent.getHref(eventId);
  const url = `${window.location.origin}${href}`;
  return (
    <TitledCard title="Public link">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Share this with buyers"
          value={url}
          readOnly
          onFocus={(focus) => focus.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : undefined}
              variant={copied ? 'filled' : 'light'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
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
