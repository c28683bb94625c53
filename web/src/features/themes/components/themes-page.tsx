import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DarkModeSwitch } from './dark-mode-switch';
import { ThemePicker } from './theme-picker';

export function ThemesPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Themes</Title>
          <Text c="dimmed">Make the platform yours. Your choice is kept on this device.</Text>
        </Stack>
        <DarkModeSwitch />
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ThemePicker />
      </Paper>
    </Stack>
  );
}
