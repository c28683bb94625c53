import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One card of the event form: a bordered section named by its own h3. */
export function FormCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
