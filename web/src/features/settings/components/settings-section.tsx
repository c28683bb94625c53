import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  description: string;
  children: ReactNode;
  /** Red-bordered, for what cannot be undone. */
  isDanger?: boolean;
};

export function SettingsSection({ title, description, children, isDanger }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      style={isDanger ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" c={isDanger ? 'red' : undefined}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
