import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((index) => a[index]! + (b[index]! - a[index]!) * amount) as Rgb);
}

const asTuple = (shades: string[]) => shades as unknown as MantineColorsTuple;

/**
 * Mantine's ten shades around one brand colour, which sits exactly at index 6 (the theme's
 * primary shade), lighter shades before it and darker after.
 */
export function brandScale(base: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mix(base, '#ffffff', amount));
  const darker = [0.14, 0.28, 0.42].map((amount) => mix(base, '#000000', amount));
  return asTuple([...lighter, base, ...darker]);
}

/**
 * Mantine's `dark` palette for a dark surface colour: index 7 is the page background, lower
 * indexes are the cards, borders and text drawn on it, each tinted with the surface's hue.
 */
export function surfaceScale(body: string): MantineColorsTuple {
  const towardsText = [0.8, 0.68, 0.46, 0.32, 0.18, 0.11, 0.06].map((amount) =>
    mix(body, '#ffffff', amount),
  );
  const deeper = [0.2, 0.4].map((amount) => mix(body, '#000000', amount));
  return asTuple([...towardsText, body, ...deeper]);
}
