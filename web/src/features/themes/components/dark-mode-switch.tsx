import { Switch } from '@mantine/core';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useThemeSettings } from '../hooks/use-theme-settings';

export function DarkModeSwitch() {
  const { isDark, setIsDark } = useThemeSettings();
  return (
    <Switch
      label="Dark mode"
      size="md"
      checked={isDark}
      onChange={(event) => setIsDark(event.currentTarget.checked)}
      onLabel={<IconMoonStars size={14} stroke={2} />}
      offLabel={<IconSun size={14} stroke={2} />}
    />
  );
}
