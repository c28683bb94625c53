import { apiErrorBody } from '@contract/errors';
import { uploadImageResponse } from '@contract/images';
import { env } from '@/config/env';
import { auth } from '@/lib/firebase';

export type UploadImageRequest =
  | { blob: Blob; target: 'profile' }
  | { blob: Blob; target: 'event-banner'; eventId: string }
  | { blob: Blob; target: 'organisation-logo'; orgId: string };

export type UploadImageOptions = {
  /** Called with 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type UploadDependencies = {
  createRequest?: () => XMLHttpRequest;
  getIdToken?: () => Promise<string | null>;
};

/** SPEC.md's two failure texts: the request never completed, or it did and was refused. */
export class UploadImageError extends Error {
  readonly status: number;
  readonly wasSent: boolean;

  constructor({ status, wasSent, message }: { status: number; wasSent: boolean; message: string }) {
    super(message);
    this.name = 'UploadImageError';
    this.status = status;
    this.wasSent = wasSent;
  }
}

const currentIdToken = async () => (auth.currentUser ? auth.currentUser.getIdToken() : null);

/**
 * Sends an image to the `uploadImage` function. XMLHttpRequest rather than fetch because only
 * XHR reports upload progress; success is only the contract's "Image uploaded successfully".
 */
export async function uploadImage(
  request: UploadImageRequest,
  { onProgress, signal }: UploadImageOptions = {},
  {
    createRequest = () => new XMLHttpRequest(),
    getIdToken = currentIdToken,
  }: UploadDependencies = {},
): Promise<{ url: string }> {
  const token = await getIdToken();
  const form = new FormData();
  form.append('target', request.target);
  if (request.target === 'event-banner') form.append('eventId', request.eventId);
  if (request.target === 'organisation-logo') form.append('orgId', request.orgId);
  // The canvas blob has no name; the server sniffs the bytes anyway, the name is for its logs.
  form.append('image', request.blob, 'image.jpg');

  return new Promise((resolve, reject) => {
    const xhr = createRequest();
    xhr.open('POST', `${env.apiBase}/api/uploadImage`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const notCompleted = (reason: string) =>
      reject(
        new UploadImageError({
          status: 0,
          wasSent: false,
          message: `Failed to upload image: ${xhr.statusText || reason}`,
        }),
      );
    xhr.onerror = () => notCompleted('the connection failed');
    xhr.ontimeout = () => notCompleted('the connection timed out');
    xhr.onabort = () => notCompleted('cancelled');
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      const success = uploadImageResponse.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && success.success) {
        onProgress?.(1);
        resolve({ url: success.data.url });
        return;
      }
      reject(
        new UploadImageError({
          status: xhr.status,
          wasSent: true,
          message: sentButFailedMessage(xhr.status, xhr.statusText, body),
        }),
      );
    };

    if (signal?.aborted) {
      notCompleted('cancelled');
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The status text, then the server's own reason when it gave one, so the user learns why. */
function sentButFailedMessage(status: number, statusText: string, body: unknown): string {
  // HTTP/2 answers carry no status text; the status code still tells something.
  const statusPart = statusText || reasonPhrases[status] || `HTTP ${status}`;
  const error = apiErrorBody.safeParse(body);
  const reason = error.success
    ? error.data.error.message
    : 'The server did not confirm the upload.';
  return `Sent, but failed to upload image: ${statusPart}. ${reason}`;
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
