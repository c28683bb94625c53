import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { sourceName } from '@contract/sales-sources';
import { paths } from '@/config/paths';
import { CopyableLink } from '../components/copyable-link';
import { TitledCard } from '../components/titled-card';

/**
 * The event's link with a source name (`?ref=instagram`), one per place it is shared: the
 * orders bought through it say where their buyers came from (Sales by source). The name is
 * checked as it is typed, with the very schema the purchase is.
 */
export function TrackingLinkCard({ eventId }: { eventId: string }) {
  const [typed, setTyped] = useState('');
  const name = sourceName.safeParse(typed);
  const publicUrl = `${window.location.origin}${paths.publicEvent.getHref(eventId)}`;
  return (
    <TitledCard title="Tracking links">
      <Text size="sm">
        Give each place you share the event its own link; Sales by source then shows what each one
        sold.
      </Text>
      <TextInput
        label="Source name"
        description="Letters, digits, dots, dashes or underscores, such as instagram"
        placeholder="instagram"
        value={typed}
        onChange={(change) => setTyped(change.currentTarget.value)}
        error={typed !== '' && !name.success ? name.error.issues[0]?.message : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {name.success && (
        <CopyableLink
          label="Tracking link"
          link={`${publicUrl}?ref=${name.data}`}
          copyLabel="Copy tracking link"
          copiedFor={2000}
        />
      )}
    </TitledCard>
  );
}
