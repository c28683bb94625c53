import { Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type TitledCardProps = {
  title: string;
  /** At the title's right: the way into the card's own page, say. */
  action?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
};

/** A bordered card under its own heading, a section named by it, as the workspace's cards are. */
export function TitledCard({ title, action, gap = 'sm', children }: TitledCardProps) {
  const headingId = useId();
  const heading = (
    <Title order={2} size="h4" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
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
