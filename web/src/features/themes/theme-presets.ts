import type { MantineRadius } from '@mantine/core';

export type ColorScheme = 'light' | 'dark';

const fontStacks = {
  sans: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  rounded:
    'Nunito, "Varela Round", ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

type FontStack = keyof typeof fontStacks;

export type ThemePreset = {
  name: ThemeName;
  label: string;
  /** The scheme the preset is designed for; choosing it switches dark mode to match. */
  colorScheme: ColorScheme;
  /** The brand colour buttons, links and highlights use. */
  primary: string;
  /** Page background in each scheme, so the dark-mode switch keeps the preset's mood. */
  surfaces: { light: string; dark: string };
  radius: MantineRadius;
  font: string;
  headingFont: string;
};

/** SPEC.md: 32 themes; the names are daisyUI's, which the original product offered. */
export const themeNames = [
  'light',
  'dark',
  'cupcake',
  'bumblebee',
  'emerald',
  'corporate',
  'synthwave',
  'retro',
  'cyberpunk',
  'valentine',
  'halloween',
  'garden',
  'forest',
  'aqua',
  'lofi',
  'pastel',
  'fantasy',
  'wireframe',
  'black',
  'luxury',
  'dracula',
  'cmyk',
  'autumn',
  'business',
  'acid',
  'lemonade',
  'night',
  'coffee',
  'winter',
  'dim',
  'nord',
  'sunset',
] as const;

export type ThemeName = (typeof themeNames)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** SPEC.md's defaults: halloween when dark mode is on, wireframe when it is off. */
export const defaultThemeFor: Record<ColorScheme, ThemeName> = {
  dark: 'halloween',
  light: 'wireframe',
};

type PresetSpec = {
  scheme: ColorScheme;
  primary: string;
  light?: string;
  dark?: string;
  radius?: MantineRadius;
  font?: FontStack;
  headingFont?: FontStack;
};

const specs: Record<ThemeName, PresetSpec> = {
  light: { scheme: 'light', primary: '#570df8' },
  dark: { scheme: 'dark', primary: '#661ae6' },
  cupcake: { scheme: 'light', primary: '#65c3c8', light: '#faf7f5', radius: 'xl', font: 'rounded' },
  bumblebee: { scheme: 'light', primary: '#e0a82e', light: '#fffdf5', dark: '#211d12' },
  emerald: { scheme: 'light', primary: '#3fb16b', dark: '#14221a' },
  corporate: { scheme: 'light', primary: '#4b6bfb', radius: 'xs' },
  synthwave: {
    scheme: 'dark',
    primary: '#e779c1',
    dark: '#1a103d',
    light: '#fbf5ff',
    radius: 'lg',
  },
  retro: {
    scheme: 'light',
    primary: '#d65d57',
    light: '#ece3ca',
    dark: '#2a251b',
    radius: 'sm',
    headingFont: 'serif',
  },
  cyberpunk: {
    scheme: 'light',
    primary: '#ff3f7f',
    light: '#fff248',
    dark: '#1b1a05',
    radius: 0,
    font: 'mono',
    headingFont: 'mono',
  },
  valentine: {
    scheme: 'light',
    primary: '#e96d7b',
    light: '#f8e4ef',
    dark: '#2a1620',
    radius: 'xl',
    font: 'rounded',
  },
  halloween: {
    scheme: 'dark',
    primary: '#f28c18',
    dark: '#1b1816',
    light: '#fff8f0',
    radius: 'md',
  },
  garden: { scheme: 'light', primary: '#f40076', light: '#efedec', dark: '#201a1c' },
  forest: { scheme: 'dark', primary: '#1eb854', dark: '#171212', light: '#f3f8f4', radius: 'xl' },
  aqua: { scheme: 'dark', primary: '#09b8f3', dark: '#1d3a6b', light: '#eef8ff' },
  lofi: { scheme: 'light', primary: '#0d0d0d', radius: 'xs', font: 'mono', headingFont: 'mono' },
  pastel: {
    scheme: 'light',
    primary: '#b38fc9',
    light: '#fdfbff',
    dark: '#221d26',
    radius: 'xl',
    font: 'rounded',
  },
  fantasy: { scheme: 'light', primary: '#6e0b75', dark: '#1c1420', headingFont: 'serif' },
  wireframe: {
    scheme: 'light',
    primary: '#3d3d3d',
    dark: '#1f1f1f',
    radius: 'xs',
    headingFont: 'mono',
  },
  black: { scheme: 'dark', primary: '#5c5c5c', dark: '#000000', radius: 0 },
  luxury: {
    scheme: 'dark',
    primary: '#dca54c',
    dark: '#09090b',
    light: '#fbf8f1',
    font: 'serif',
    headingFont: 'serif',
  },
  dracula: { scheme: 'dark', primary: '#ff79c6', dark: '#282a36', light: '#f8f8f2', radius: 'lg' },
  cmyk: { scheme: 'light', primary: '#2f9ee3', dark: '#16202a' },
  autumn: { scheme: 'light', primary: '#8c0327', light: '#f1f1f1', dark: '#231619' },
  business: { scheme: 'dark', primary: '#1c4e80', dark: '#202020', radius: 'xs' },
  acid: { scheme: 'light', primary: '#ff00f4', light: '#fafafa', dark: '#1f1320', radius: 'xl' },
  lemonade: { scheme: 'light', primary: '#519903', light: '#fdfff5', dark: '#161f0c' },
  night: { scheme: 'dark', primary: '#38bdf8', dark: '#0f172a', light: '#f3f7fc' },
  coffee: {
    scheme: 'dark',
    primary: '#db924b',
    dark: '#20161f',
    light: '#faf4ee',
    headingFont: 'serif',
  },
  winter: { scheme: 'light', primary: '#047aff', light: '#ffffff', dark: '#0f1b2e' },
  dim: { scheme: 'dark', primary: '#6fcf59', dark: '#2a303c', light: '#f4f6f9' },
  nord: { scheme: 'light', primary: '#5e81ac', light: '#eceff4', dark: '#2e3440', radius: 'md' },
  sunset: { scheme: 'dark', primary: '#ff865b', dark: '#121c22', light: '#fff6f1', radius: 'lg' },
};

const labelOf = (name: ThemeName) => `${name.slice(0, 1).toUpperCase()}${name.slice(1)}`;

export const themePresets: readonly ThemePreset[] = themeNames.map((name) => {
  const spec = specs[name];
  return {
    name,
    label: labelOf(name),
    colorScheme: spec.scheme,
    primary: spec.primary,
    surfaces: { light: spec.light ?? '#ffffff', dark: spec.dark ?? '#1d232a' },
    radius: spec.radius ?? 'md',
    font: fontStacks[spec.font ?? 'sans'],
    headingFont: fontStacks[spec.headingFont ?? spec.font ?? 'sans'],
  };
});

export function getThemePreset(name: ThemeName): ThemePreset {
  // themePresets is built from themeNames, so every name has its preset.
  return themePresets.find((preset) => preset.name === name)!;
}
