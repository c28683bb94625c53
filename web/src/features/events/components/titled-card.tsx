import { Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type TitledCardProps = {
  title: string;
  /** At the title's right: the way into the card's own page, say. */
  action?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
};

/** A bordered card under its own heading, as the event dashboard's cards are. */
export function TitledCard({ title, action, gap = 'sm', children }: TitledCardProps) {
  const heading = (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
