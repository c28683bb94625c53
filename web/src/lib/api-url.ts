import { env } from '@/config/env';

/**
 * The API answers some URLs as paths (an event's banner, say); they live on the API's origin,
 * which is not the page's when VITE_API_BASE points elsewhere.
 */
export function resolveApiUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${env.apiBase}${url}` : url;
}
