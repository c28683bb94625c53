import { PaystackRefusal } from './http';

/** The `from` and `to` filters of Paystack's lists: ISO 8601, both ends included. */
export type Window = { from?: number; to?: number };

function instant(url: URL, name: 'from' | 'to'): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null || text === '') return undefined;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new PaystackRefusal(`Invalid format for ${name}`);
  return time;
}

export function windowOf(url: URL): Window {
  return { from: instant(url, 'from'), to: instant(url, 'to') };
}

export function within(window: Window, isoTime: string): boolean {
  const time = Date.parse(isoTime);
  return (
    (window.from === undefined || time >= window.from) &&
    (window.to === undefined || time <= window.to)
  );
}

/**
 * One page of a list, newest first as Paystack lists, with its documented meta. Paystack's
 * reference names the page size `perPage` and its OpenAPI file `per_page`: both are taken.
 */
export function pageOf<T>(items: readonly T[], url: URL, extraMeta: Record<string, unknown> = {}) {
  const asked = Number(url.searchParams.get('perPage') ?? url.searchParams.get('per_page') ?? 50);
  const perPage = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 1000) : 50;
  const askedPage = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(askedPage) && askedPage > 0 ? askedPage : 1;
  const skipped = (page - 1) * perPage;
  return {
    data: items.slice(skipped, skipped + perPage),
    meta: {
      total: items.length,
      ...extraMeta,
      skipped,
      perPage,
      page,
      pageCount: Math.ceil(items.length / perPage),
    },
  };
}
