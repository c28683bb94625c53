import { env } from '@/config/env';
import { loadedAuth } from '@/lib/firebase-loader';
import { ApiError, toApiError } from '@/lib/api-error';
import { withSecondStep } from '@/lib/second-step';

/** The file name a `Content-Disposition: attachment; filename=…` header gives, if any. */
export function attachmentFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * Downloads a file the API makes for the signed-in user: a link cannot carry the ID token,
 * so the file is fetched with it and saved from memory under the server's file name (after
 * the second sign-in step, where the file is money's and the server asks for it).
 */
export function downloadFile(
  path: string,
  fallbackName: string,
  /** Sent as they are: an emailed link's secret, which stays out of the address. */
  headers: Record<string, string> = {},
): Promise<void> {
  return withSecondStep(() => fetchAndSave(path, fallbackName, headers));
}

async function fetchAndSave(
  path: string,
  fallbackName: string,
  headers: Record<string, string>,
): Promise<void> {
  const token = await loadedAuth()?.currentUser?.getIdToken();
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${path}`, {
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw await toApiError(response.status, response.statusText, payload);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
