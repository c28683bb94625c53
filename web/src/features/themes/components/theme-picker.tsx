import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useThemeSettings } from '../hooks/use-theme-settings';
import { isThemeName, themePresets } from '../theme-presets';
import classes from './theme-picker.module.css';
import { ThemeSwatch } from './theme-swatch';

/** Every preset as a radio card with its swatch; picking one applies it at once. */
export function ThemePicker() {
  const { themeName, setThemeName } = useThemeSettings();

  return (
    <Radio.Group
      label="Theme"
      description="Each theme comes with its own colours, corners and type. The moon marks dark ones."
      value={themeName}
      onChange={(value) => {
        if (isThemeName(value)) setThemeName(value);
      }}
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" mt="sm">
        {themePresets.map((preset) => (
          <Radio.Card
            key={preset.name}
            value={preset.name}
            aria-label={preset.label}
            className={classes.card}
            p="xs"
          >
            <Stack gap={8}>
              <ThemeSwatch preset={preset} />
              <Group gap={8} wrap="nowrap">
                <Radio.Indicator size="xs" />
                <Text size="sm" fw={600}>
                  {preset.label}
                </Text>
              </Group>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
