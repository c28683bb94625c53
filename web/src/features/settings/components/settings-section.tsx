import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadingWithDescription } from '@/components/headed-section';

type SettingsSectionProps = {
  title: string;
  /** For links to the section (`#id`). */
  id?: string;
  description: string;
  children: ReactNode;
  /** Red-bordered, for what cannot be undone. */
  isDanger?: boolean;
};

export function SettingsSection({
  title,
  id,
  description,
  children,
  isDanger,
}: SettingsSectionProps) {
  return (
    <Paper
      id={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      style={isDanger ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="md">
        <HeadingWithDescription
          heading={
            <Title order={2} fz="lg" c={isDanger ? 'red' : undefined}>
              {title}
            </Title>
          }
          description={description}
        />
        {children}
      </Stack>
    </Paper>
  );
}
