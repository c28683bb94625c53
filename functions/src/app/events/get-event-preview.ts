import { paths } from '../../paths';
import { publishedBannerUrl } from './banner-versions';
import { toEventSummary, type EventRecord } from './event-records';
import type { UseCaseOptions } from '../common/use-case-options';

/** What a link preview of an event page shows: public facts of an approved event only. */
export type EventPreview = {
  name: string;
  description: string;
  /** Absolute: chat apps fetch it from elsewhere. */
  url: string;
  imageUrl?: string;
};

/**
 * The preview of `/event/{id}` for chat apps and social sites, which read the page's tags and
 * run no JavaScript. Undefined unless the event is approved: nothing else is public.
 */
export async function getEventPreview({
  services: { docs, publicBaseUrl },
  eventId,
}: UseCaseOptions<'docs' | 'publicBaseUrl', { eventId: string }>): Promise<
  EventPreview | undefined
> {
  const snapshot = await docs.get<EventRecord>(paths.event(eventId));
  if (snapshot.data?.approved !== true) return undefined;
  const summary = toEventSummary({ ...snapshot, data: snapshot.data });
  const imageUrl = publishedBannerUrl(eventId, snapshot.data);
  // A cancelled event's link, shared before it was cancelled, says so wherever it is shown.
  const cancelled = snapshot.data.cancelledAt !== undefined;
  return {
    name: cancelled ? `Cancelled: ${summary.name}` : summary.name,
    description: cancelled
      ? `This event was cancelled. ${snapshot.data.cancelledReason ?? ''}`.trim()
      : summary.description,
    url: `${publicBaseUrl}/event/${encodeURIComponent(eventId)}`,
    ...(imageUrl ? { imageUrl: `${publicBaseUrl}${imageUrl}` } : {}),
  };
}
