import { describe, expect, it } from 'vitest';
import { eventWithTypes } from '../../functions/src/contract/events';
import type { PublicEvent } from '../../functions/src/contract/public';
import { callApi } from '../support/api';
import { eventManagersForTheseTests } from '../support/event-managers';
import { bannerUploadForm, photoJpeg } from '../support/images';
import { testEnv } from '../support/test-env';

const { managers, create, approve } = eventManagersForTheseTests();

describe('banners', () => {
  it('uploads a banner for my event only, and a new banner sends an approved event back to review', async () => {
    const { owner, other } = managers();
    const event = await create();
    await approve(event.id);
    const photo = await photoJpeg(1200, 600);
    const foreign = await callApi('/api/uploadImage', {
      token: other.idToken,
      rawBody: bannerUploadForm(event.id, photo),
    });
    expect(foreign.status).toBe(404);
    const mine = await callApi<{ url: string }>('/api/uploadImage', {
      token: owner.idToken,
      rawBody: bannerUploadForm(event.id, photo),
    });
    expect(mine.status).toBe(201);
    const seen = eventWithTypes.parse(
      (await callApi(`/api/events/${event.id}`, { token: owner.idToken })).body,
    );
    expect(seen.status).toBe('pending');
    expect(seen.imageUrl).toBeDefined();
    expect((await callApi(seen.imageUrl!, { token: owner.idToken })).status).toBe(200);
    expect((await callApi(seen.imageUrl!)).status).toBe(404);
  });

  it('serves each banner version under its own URL, and the public only the approved one', async () => {
    const { owner } = managers();
    const event = await create();
    const uploadBanner = async (red: number) => {
      const answer = await callApi<{ url: string }>('/api/uploadImage', {
        token: owner.idToken,
        rawBody: bannerUploadForm(event.id, await photoJpeg(600, 300, red)),
      });
      expect(answer.status).toBe(201);
      return answer.body.url;
    };
    const banner = async (url: string, token?: string) => {
      const response = await fetch(`${testEnv.hostingUrl}${url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, bytes, cache: response.headers.get('cache-control') };
    };
    const approvedUrl = await uploadBanner(200);
    await approve(event.id);
    const approved = await banner(approvedUrl);
    expect(approved).toMatchObject({ status: 200, cache: 'public, max-age=300' });

    // A new banner awaits review: the approved URL still serves the approved bytes (to the
    // owner: the event itself is not public meanwhile), and the new one has its own URL.
    const newUrl = await uploadBanner(40);
    expect(newUrl).not.toBe(approvedUrl);
    const old = await banner(approvedUrl, owner.idToken);
    expect(old.status).toBe(200);
    expect(old.bytes.equals(approved.bytes)).toBe(true);
    const fresh = await banner(newUrl, owner.idToken);
    expect(fresh).toMatchObject({ status: 200, cache: 'private, no-store' });
    expect(fresh.bytes.equals(approved.bytes)).toBe(false);
    expect((await banner(newUrl)).status).toBe(404);
    expect((await banner(approvedUrl)).status).toBe(404);

    await approve(event.id);
    const published = await banner(newUrl);
    expect(published).toMatchObject({ status: 200, cache: 'public, max-age=300' });
    expect(published.bytes.equals(fresh.bytes)).toBe(true);
    // The replaced version is gone: its URL never serves other bytes.
    expect((await banner(approvedUrl)).status).toBe(404);
    expect((await banner(approvedUrl, owner.idToken)).status).toBe(404);
    const view = await callApi<{ imageUrl?: string }>(`/api/events/${event.id}`);
    expect(view.body.imageUrl).toBe(newUrl);
  });

  it('serves the approved banner in AVIF and WebP in each size the public view names', async () => {
    const { owner } = managers();
    const event = await create();
    const upload = await callApi('/api/uploadImage', {
      token: owner.idToken,
      rawBody: bannerUploadForm(event.id, await photoJpeg(1000, 500)),
    });
    expect(upload.status).toBe(201);
    await approve(event.id);

    const view = await callApi<PublicEvent>(`/api/events/${event.id}`);
    const sizes = view.body.imageVariants ?? [];
    expect(sizes.map((size) => `${size.width}x${size.height}.${size.format}`)).toEqual([
      '400x200.avif',
      '400x200.webp',
      '800x400.avif',
      '800x400.webp',
      '1000x500.avif',
      '1000x500.webp',
    ]);
    for (const size of sizes) {
      const response = await fetch(`${testEnv.hostingUrl}${size.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${size.format}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    }
    const original = view.body.imageUrl!;
    expect((await callApi(`${original}&w=600&f=webp`)).status).toBe(404);
    const halfAsked = await callApi<{ error: { fields?: Record<string, string> } }>(
      `${original}&w=400`,
    );
    expect(halfAsked.status).toBe(400);
    expect(Object.keys(halfAsked.body.error.fields ?? {})).toEqual(['w']);
  });
});
