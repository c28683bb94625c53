import express, { type Express } from 'express';

/** A route an Express app answers: its method (lower case) and its pattern as registered. */
export type ServedRoute = { method: string; path: string };

/** What the walk reads of a layer of Express 5's router (the `router` package's Layer). */
type Layer = {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/**
 * Every route the app `build` makes answers, read from its routers' stacks (Express 5) and
 * those of the apps mounted in it: an app mounted with `app.use` hides behind a closure, so
 * `use` is watched while the app is built to learn which app each one mounts. Patterns are as
 * registered (`/api/events/:eventId`); a RegExp route keeps its source.
 */
export function servedRoutes(build: () => Express): ServedRoute[] {
  const mounted = new Map<unknown, Express[]>();
  const application = express.application as Express;
  const use = application.use;
  application.use = function (this: Express, ...args: unknown[]) {
    for (const arg of args.flat(Infinity)) {
      if (isApp(arg)) mounted.set(this, [...(mounted.get(this) ?? []), arg]);
    }
    return (use as (...a: unknown[]) => Express).apply(this, args);
  } as Express['use'];
  let app: Express;
  try {
    app = build();
  } finally {
    application.use = use;
  }
  return routesOfApp(app, mounted);
}

function isApp(value: unknown): value is Express {
  return typeof value === 'function' && 'handle' in value && 'set' in value;
}

function routesOfApp(app: Express, mounted: Map<unknown, Express[]>): ServedRoute[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return [
    ...routesOfStack(stack),
    ...(mounted.get(app) ?? []).flatMap((child) => routesOfApp(child, mounted)),
  ];
}

function routesOfStack(stack: Layer[]): ServedRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      const pattern = typeof path === 'string' ? path : path.source;
      return Object.keys(methods)
        .filter((method) => methods[method])
        .map((method) => ({ method, path: pattern }));
    }
    return layer.handle?.stack ? routesOfStack(layer.handle.stack) : [];
  });
}
