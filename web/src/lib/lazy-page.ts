import type { ComponentType } from 'react';

/**
 * A page loaded when its route is first visited: each page downloads only its own code (the
 * public event page does not bring the wizard, maps or the photo editor along).
 */
export function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
