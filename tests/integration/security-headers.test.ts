import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventRequest } from '../../functions/src/contract/events';
import { uploadImageResponse } from '../../functions/src/contract/images';
import { callApi } from '../support/api';
import { newAdmin, signUp, type TestUser } from '../support/auth-emulator';
import { createApprovedEvent } from '../support/events';
import { bannerUploadForm, imageUploadForm, photoJpeg } from '../support/images';
import { testEnv } from '../support/test-env';

type HeaderRule = {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
};
const firebaseJson = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8'),
) as { hosting: { headers: HeaderRule[] } };

/**
 * The production policy, as firebase.json sets it for every path but the widget's embedded
 * panels (`/embed/**`), whose function sends it with the organisation's `frame-ancestors`.
 */
const productionCsp = firebaseJson.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')!.value;

/** A CSP as directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const authEmulatorOrigin = `http://${testEnv.authEmulatorHost}`;
const paystackOrigin = new URL(testEnv.paystackUrl).origin;

function expectSecurityHeaders(headers: Headers, where: string) {
  expect(headers.get('content-security-policy'), where).toBeTruthy();
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('strict-transport-security'), where).toMatch(/^max-age=\d{8,}/);
  expect(headers.get('x-frame-options'), where).toBe('DENY');
}

describe('security headers from Hosting', () => {
  it("production's policy: nothing inline or eval'd runs, nothing frames the app, no local origins", () => {
    const policy = directives(productionCsp);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts.filter((source) => source.startsWith("'") && source !== "'self'")).toEqual([]);
    // What the app uses in production: Paystack's popup, Firebase Auth, Google Maps.
    expect(policy.get('frame-src')).toContain('https://checkout.paystack.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://api.paystack.co',
      ]),
    );
    expect(scripts).toContain('https://maps.googleapis.com');
    expect(productionCsp).not.toMatch(/127\.0\.0\.1|localhost|http:/);
  });

  it('sends them on the app, its assets, client-side routes and the API', async () => {
    const index = await fetch(`${testEnv.hostingUrl}/`);
    expect(index.status).toBe(200);
    expectSecurityHeaders(index.headers, '/');
    const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await fetch(`${testEnv.hostingUrl}${asset}`);
    expect(script.status).toBe(200);
    expectSecurityHeaders(script.headers, asset!);
    expect(script.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${testEnv.hostingUrl}/platform/events`);
    expectSecurityHeaders(route.headers, '/platform/events');
    const health = await fetch(`${testEnv.hostingUrl}/api/health`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("leaves the widget's embedded panel's policy to its function: the site's, framed as the organisation allows", async () => {
    const site = (await fetch(`${testEnv.hostingUrl}/`)).headers.get('content-security-policy')!;
    const embed = await fetch(`${testEnv.hostingUrl}/embed/event/no-such-event`);
    expect(embed.status).toBe(404);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('x-content-type-options')).toBe('nosniff');
    // An event nobody may see: nothing may frame it.
    expect(embed.headers.get('content-security-policy')).toBe(site);
  });

  it("this stack's policy is production's plus its Auth emulator and fake Paystack only", async () => {
    const served = directives(
      (await fetch(`${testEnv.hostingUrl}/`)).headers.get('content-security-policy')!,
    );
    const production = directives(productionCsp);
    expect([...served.keys()]).toEqual([...production.keys()]);
    for (const [name, sources] of production) {
      const added = served.get(name)!.filter((source) => !sources.includes(source));
      expect(served.get(name), name).toEqual(expect.arrayContaining(sources));
      const expected: Record<string, string> = {
        'connect-src': authEmulatorOrigin,
        'frame-src': paystackOrigin,
      };
      const local = (origin: string) => [origin, origin.replace('127.0.0.1', 'localhost')];
      expect(added, name).toEqual(expected[name] ? local(expected[name]) : []);
    }
  });
});

describe('API images', () => {
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [owner, admin] = await Promise.all([signUp('headers'), newAdmin()]);
  });

  it('serve profile photos and banners with nosniff', async () => {
    const photo = await photoJpeg();
    const uploaded = await callApi('/api/uploadImage', {
      token: owner.idToken,
      rawBody: imageUploadForm(photo),
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.headers.get('x-content-type-options')).toBe('nosniff');
    const { url } = uploadImageResponse.parse(uploaded.body);
    const served = await callApi(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const event: CreateEventRequest = {
      name: 'Sniff-free Nights',
      description: 'Images are images',
      locationText: 'Cape Town',
      location: { lat: -33.9, lng: 18.42 },
      startsAt: '2027-02-10T17:00:00.000Z',
      endsAt: '2027-02-10T22:00:00.000Z',
      timeZone: 'Africa/Johannesburg',
      types: [{ name: 'General', price: 0, currency: 'ZAR', capacity: 10, maxPerOrder: 2 }],
    };
    const created = await createApprovedEvent(owner, admin, event);
    const bannerUpload = await callApi('/api/uploadImage', {
      token: owner.idToken,
      rawBody: bannerUploadForm(created.id, photo),
    });
    expect(bannerUpload.status).toBe(201);
    const bannerUrl = uploadImageResponse.parse(bannerUpload.body).url;
    const bannerImage = await callApi(bannerUrl, { token: owner.idToken });
    expect(bannerImage.status).toBe(200);
    expect(bannerImage.headers.get('content-type')).toBe('image/jpeg');
    expect(bannerImage.headers.get('x-content-type-options')).toBe('nosniff');

    // The functions send it themselves, not only Hosting in front of them.
    const direct = await fetch(`${testEnv.functionsUrl}/api${url}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS', () => {
  const evil = 'https://evil.example';
  const functionPaths = [
    '/api/health',
    '/api/events',
    '/api/uploadImage',
    '/api/beginTransaction',
    '/api/verifyPayment',
    '/api/paystack/webhook',
  ];

  /** Each function's own URL, as a caller that skips Hosting reaches it. */
  const directUrls = [
    `${testEnv.functionsUrl}/api/api/health`,
    `${testEnv.functionsUrl}/uploadImage`,
    `${testEnv.functionsUrl}/beginTransaction`,
    `${testEnv.functionsUrl}/verifyPayment`,
    `${testEnv.functionsUrl}/paystackWebhook`,
  ];

  it('answers no preflight from another origin with an allow, on every function', async () => {
    const urls = [...functionPaths.map((route) => `${testEnv.hostingUrl}${route}`), ...directUrls];
    for (const url of urls) {
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin'), url).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials'), url).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers'), url).toBeNull();
    }
  });

  it("gives another origin's simple requests no allow either, and the app's own origin works", async () => {
    for (const url of [`${testEnv.hostingUrl}/api/health`, directUrls[0]!]) {
      const foreign = await fetch(url, { headers: { origin: evil } });
      expect(foreign.status, url).toBe(200);
      expect(foreign.headers.get('access-control-allow-origin'), url).toBeNull();
    }
    const own = await callApi('/api/health', { headers: { origin: testEnv.hostingUrl } });
    expect(own.status).toBe(200);
    const user = await signUp('same-origin');
    const profile = await callApi('/api/me/profile', {
      token: user.idToken,
      headers: { origin: testEnv.hostingUrl },
    });
    expect(profile.status).toBe(200);
  });
});
