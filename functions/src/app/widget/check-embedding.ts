import type { EmbedCheckResponse } from '../../contract/widget';
import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { getFramingOrigins } from './get-framing-origins';

/**
 * `GET /api/events/{eventId}/embed-check?origin=`: whether a page of `origin` may frame the
 * event, asked by the widget's loader before it opens the overlay, so that a site the
 * organisation does not list shows a clear message rather than a frame the browser refuses.
 * The browser's refusal (`frame-ancestors`) is what protects; this only explains it.
 */
export async function checkEmbedding({
  services,
  eventId,
  origin,
}: UseCaseOptions<'docs', { eventId: string; origin: string }>): Promise<EmbedCheckResponse> {
  const framing = await getFramingOrigins({ services, eventId });
  if (!framing) throw notFound('Event');
  const { eventName, origins } = framing;
  if (origins.includes(origin)) return { allowed: true, eventName };
  return { allowed: false, reason: origins.length ? 'not_listed' : 'none_listed', eventName };
}
