import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainList } from '@/components/plain-list';

type ResultsSectionProps = {
  title: string;
  count: number;
  /** Said instead of the list when nothing matched. */
  noMatch: string;
  /** The matches, each an `li`. */
  children: ReactNode;
};

/** One kind of search result under its heading and count. */
export function ResultsSection({ title, count, noMatch, children }: ResultsSectionProps) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title} ({count})
      </Title>
      {count === 0 ? (
        <Text c="dimmed" size="sm">
          {noMatch}
        </Text>
      ) : (
        <PlainList gap="sm">{children}</PlainList>
      )}
    </Stack>
  );
}
