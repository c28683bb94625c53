import { Group, Paper, Stack } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { DarkModeSwitch } from './dark-mode-switch';
import { ThemePicker } from './theme-picker';

export function ThemesPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading
          title="Themes"
          description="Make the platform yours. Your choice is kept on this device."
        />
        <DarkModeSwitch />
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ThemePicker />
      </Paper>
    </Stack>
  );
}
