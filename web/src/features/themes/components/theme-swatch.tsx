import { Box, Group, rem } from '@mantine/core';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { mix } from '../color-scale';
import type { ThemePreset } from '../theme-presets';
import classes from './theme-swatch.module.css';

/** A thumbnail of the preset in its own scheme: paper, text, brand colour and corners. */
export function ThemeSwatch({ preset }: { preset: ThemePreset }) {
  const isDark = preset.colorScheme === 'dark';
  const paper = isDark ? preset.surfaces.dark : preset.surfaces.light;
  const ink = mix(paper, isDark ? '#ffffff' : '#000000', 0.82);
  // Half the preset's radius: on a box this small the full "xl" would turn it into a pill.
  const radius =
    typeof preset.radius === 'number'
      ? rem(preset.radius / 2)
      : `calc(var(--mantine-radius-${preset.radius}) / 2)`;
  const SchemeIcon = isDark ? IconMoonStars : IconSun;

  return (
    <Box
      aria-hidden
      className={classes.swatch}
      style={{
        background: paper,
        color: ink,
        borderRadius: radius,
        fontFamily: preset.headingFont,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <span className={classes.glyph}>Aa</span>
        <SchemeIcon size={14} stroke={1.8} />
      </Group>
      <Group gap={6} wrap="nowrap">
        <span
          className={classes.button}
          style={{ background: preset.primary, borderRadius: radius }}
        />
        <span className={classes.line} style={{ background: mix(paper, ink, 0.35) }} />
      </Group>
    </Box>
  );
}
