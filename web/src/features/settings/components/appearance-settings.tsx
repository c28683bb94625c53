import { Anchor, ColorSwatch, Group, Select, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DarkModeSwitch } from '@/features/themes/components/dark-mode-switch';
import { useThemeSettings } from '@/features/themes/hooks/use-theme-settings';
import { getThemePreset, isThemeName, themePresets } from '@/features/themes/theme-presets';

const themeOptions = themePresets.map((preset) => ({ value: preset.name, label: preset.label }));

export function AppearanceSettings() {
  const { themeName, preset, setThemeName } = useThemeSettings();

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg" wrap="wrap">
        <Select
          label="Theme"
          data={themeOptions}
          value={themeName}
          onChange={(value) => {
            if (isThemeName(value)) setThemeName(value);
          }}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 240 }}
          leftSection={<ColorSwatch color={preset.primary} size={16} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              {isThemeName(option.value) && (
                <ColorSwatch color={getThemePreset(option.value).primary} size={14} />
              )}
              {option.label}
            </Group>
          )}
        />
        <DarkModeSwitch />
      </Group>
      <Anchor component={Link} to={paths.platform.themes.getHref()} size="sm" w="fit-content">
        See all 32 themes side by side
      </Anchor>
    </Stack>
  );
}
