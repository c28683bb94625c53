/** WCAG 2.2's contrast arithmetic for #rrggbb and #rgb colours. */

/** WCAG AA: 4.5:1 for text, 3:1 for large text and for controls' boundaries. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb (or #rgb) colour (0 black, 1 white). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const value = Number.parseInt(digits, 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map(channel);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** `a` mixed with `share` (0 to 1) of `b`, as #rrggbb: a tint of one colour toward another. */
export function mix(a: string, b: string, share: number): string {
  const rgb = (hex: string) => {
    const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
    const value = Number.parseInt(digits, 16);
    return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  };
  const [from, to] = [rgb(a), rgb(b)];
  return `#${from
    .map((channelA, i) => Math.round(channelA + (to[i]! - channelA) * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The first of `candidates` that reads at `minimum` on every one of `backgrounds`, or
 * `fallback` when none does. Candidates go from the most on-brand to the most readable.
 */
export function firstReadable(
  candidates: readonly string[],
  backgrounds: string | readonly string[],
  fallback: string,
  minimum = AA_TEXT,
): string {
  const surfaces = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  return (
    candidates.find((colour) =>
      surfaces.every((surface) => contrastRatio(colour, surface) >= minimum),
    ) ?? fallback
  );
}
