import type { LaunchOptions } from 'playwright-core';

export function headlessChromiumOptions(args?: string[]): LaunchOptions;
