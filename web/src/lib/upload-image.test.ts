import { describe, expect, it, vi } from 'vitest';
import { uploadImage, UploadImageError, type UploadImageRequest } from './upload-image';
import { rejectionOf } from './test-support/rejection';

// The module's default token source reads the signed-in user; these tests pass their own.
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

/** Just enough of XMLHttpRequest for uploadImage: records the call, answers on demand. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  isAborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, statusText: string, body: unknown) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

function startUpload(
  request: UploadImageRequest = { blob: jpeg, target: 'profile' },
  {
    token = 'id-token' as string | null,
    onProgress = vi.fn(),
    signal = undefined as AbortSignal | undefined,
  } = {},
) {
  const xhr = new FakeXhr();
  const result = uploadImage(
    request,
    { onProgress, signal },
    {
      createRequest: () => xhr as unknown as XMLHttpRequest,
      getIdToken: async () => token,
    },
  );
  // The token is awaited before the request opens.
  const opened = vi.waitFor(() => expect(xhr.body).toBeDefined());
  return { xhr, result, opened, onProgress };
}

describe('uploadImage', () => {
  it('posts the image as multipart with the bearer token and reports progress', async () => {
    const { xhr, result, opened, onProgress } = startUpload();
    await opened;

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploadImage');
    expect(xhr.headers.Authorization).toBe('Bearer id-token');
    expect(xhr.body?.get('target')).toBe('profile');
    expect(xhr.body?.has('eventId')).toBe(false);
    const image = xhr.body?.get('image');
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).size).toBe(jpeg.size);

    xhr.progress(50, 200);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.answer(201, 'Created', {
      message: 'Image uploaded successfully',
      url: '/api/users/u1/photo?v=abc',
    });

    await expect(result).resolves.toEqual({ url: '/api/users/u1/photo?v=abc' });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('names the event of a banner upload', async () => {
    const { xhr, result, opened } = startUpload({
      blob: jpeg,
      target: 'event-banner',
      eventId: 'event-7',
    });
    await opened;

    expect(xhr.body?.get('target')).toBe('event-banner');
    expect(xhr.body?.get('eventId')).toBe('event-7');
    xhr.answer(201, 'Created', { message: 'Image uploaded successfully', url: '/b/event-7' });
    await expect(result).resolves.toEqual({ url: '/b/event-7' });
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { xhr, opened, result } = startUpload(undefined, { token: null });
    await opened;

    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.answer(401, 'Unauthorized', {
      error: { code: 'unauthenticated', message: 'Sign in first' },
    });
    const error = await rejectionOf(result, UploadImageError);
    expect(error.message).toBe('Sent, but failed to upload image: Unauthorized. Sign in first');
  });

  it('says why a refused image failed: the status text, then the server reason', async () => {
    const { xhr, result, opened } = startUpload();
    await opened;

    xhr.answer(400, 'Bad Request', {
      error: {
        code: 'validation_failed',
        message: 'Only JPEG, PNG or WebP images are accepted',
        fields: { image: 'Only JPEG, PNG or WebP images are accepted' },
      },
    });

    const error = await rejectionOf(result, UploadImageError);
    expect(error.wasSent).toBe(true);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'Sent, but failed to upload image: Bad Request. Only JPEG, PNG or WebP images are accepted',
    );
  });

  it('names the status when the answer carries no status text (HTTP/2)', async () => {
    const { xhr, result, opened } = startUpload();
    await opened;

    xhr.answer(413, '', {
      error: { code: 'payload_too_large', message: 'The image is larger than 5 MB' },
    });

    expect((await rejectionOf(result, UploadImageError)).message).toBe(
      'Sent, but failed to upload image: Payload Too Large. The image is larger than 5 MB',
    );
  });

  it('treats a success status without the success message as a failure', async () => {
    const { xhr, result, opened } = startUpload();
    await opened;

    xhr.answer(200, 'OK', '<html>Welcome</html>');

    expect((await rejectionOf(result, UploadImageError)).message).toBe(
      'Sent, but failed to upload image: OK. The server did not confirm the upload.',
    );
  });

  it('reports a request that never completed as not uploaded', async () => {
    const { xhr, result, opened } = startUpload();
    await opened;

    xhr.failNetwork();

    const error = await rejectionOf(result, UploadImageError);
    expect(error.wasSent).toBe(false);
    expect(error.message).toBe('Failed to upload image: the connection failed');
  });

  it('cancels the request when its signal aborts', async () => {
    const controller = new AbortController();
    const { xhr, result, opened } = startUpload(undefined, { signal: controller.signal });
    await opened;

    controller.abort();

    expect(xhr.isAborted).toBe(true);
    expect((await rejectionOf(result, UploadImageError)).message).toBe(
      'Failed to upload image: cancelled',
    );
  });
});
