import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { afterEach, describe, expect, it } from 'vitest';
import { corsOption, readRuntimeConfig } from './runtime-config';
import { createServices } from './services';

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

const firebaseEnv = { BACKEND: 'firebase', GCLOUD_PROJECT: 'demo-services' };

describe('readRuntimeConfig', () => {
  it("takes the project's default bucket from FIREBASE_CONFIG when STORAGE_BUCKET is unset", () => {
    const firebaseConfig = JSON.stringify({
      projectId: 'demo-services',
      storageBucket: 'demo-services.firebasestorage.app',
    });
    expect(
      readRuntimeConfig({ ...firebaseEnv, FIREBASE_CONFIG: firebaseConfig }).storageBucket,
    ).toBe('demo-services.firebasestorage.app');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'firebase-config-')), 'config.json');
    writeFileSync(file, firebaseConfig);
    expect(readRuntimeConfig({ ...firebaseEnv, FIREBASE_CONFIG: file }).storageBucket).toBe(
      'demo-services.firebasestorage.app',
    );
    expect(
      readRuntimeConfig({ ...firebaseEnv, FIREBASE_CONFIG: firebaseConfig, STORAGE_BUCKET: 'mine' })
        .storageBucket,
    ).toBe('mine');
  });

  it('reads the questionnaire rate limit and the proxy hops, with defaults', () => {
    expect(readRuntimeConfig({})).toMatchObject({
      questionnaireRateLimit: { limit: 5, windowSeconds: 3600 },
      trustProxyHops: 1,
    });
    expect(
      readRuntimeConfig({ QUESTIONNAIRE_RATE_LIMIT: '20/60', TRUST_PROXY_HOPS: '2' }),
    ).toMatchObject({
      questionnaireRateLimit: { limit: 20, windowSeconds: 60 },
      trustProxyHops: 2,
    });
    expect(() => readRuntimeConfig({ QUESTIONNAIRE_RATE_LIMIT: '5 an hour' })).toThrow(
      /submissions\}\/\{seconds/,
    );
  });
});

describe('readRuntimeConfig: uploads and CORS', () => {
  it('limits uploads to 30 in 10 minutes per account unless UPLOAD_RATE_LIMIT says otherwise', () => {
    expect(readRuntimeConfig({}).uploadRateLimit).toEqual({ limit: 30, windowSeconds: 600 });
    expect(readRuntimeConfig({ UPLOAD_RATE_LIMIT: '3/60' }).uploadRateLimit).toEqual({
      limit: 3,
      windowSeconds: 60,
    });
    expect(() => readRuntimeConfig({ UPLOAD_RATE_LIMIT: 'lots' })).toThrow(/uploads\}\/\{seconds/);
  });

  it('allows no other origin by default, and exactly the origins ALLOWED_ORIGINS names', () => {
    const none = readRuntimeConfig({});
    expect(none.allowedOrigins).toEqual([]);
    // false, not undefined: the Functions emulator would otherwise allow every origin.
    expect(corsOption(none)).toBe(false);
    const two = readRuntimeConfig({
      ALLOWED_ORIGINS: ' https://admin.example.com, http://127.0.0.1:5173 ',
    });
    expect(corsOption(two)).toEqual(['https://admin.example.com', 'http://127.0.0.1:5173']);
    expect(() => readRuntimeConfig({ ALLOWED_ORIGINS: 'https://example.com/path' })).toThrow(
      /scheme:\/\/host/,
    );
    expect(() => readRuntimeConfig({ ALLOWED_ORIGINS: '*' })).toThrow(/scheme:\/\/host/);
  });
});

describe('readRuntimeConfig: the platform fee', () => {
  it('takes 5 % + R2.50 a ticket with 15 % VAT on it unless PLATFORM_FEE_* say otherwise', () => {
    expect(readRuntimeConfig({}).platformFee).toEqual({
      percentBasisPoints: 500,
      flatByCurrency: { ZAR: 250, USD: 50, EUR: 50 },
      vatBasisPoints: 1500,
    });
    expect(
      readRuntimeConfig({
        PLATFORM_FEE_PERCENT: '2.5',
        PLATFORM_FEE_FLAT: 'NGN:10000',
        PLATFORM_FEE_VAT_PERCENT: '0',
      }).platformFee,
    ).toEqual({ percentBasisPoints: 250, flatByCurrency: { NGN: 10000 }, vatBasisPoints: 0 });
    expect(readRuntimeConfig({ PLATFORM_FEE_FLAT: '' }).platformFee.flatByCurrency).toEqual({});
  });

  it('pays out 72 hours after the event, to accounts unchanged for 48 hours, unless PAYOUT_* say otherwise', () => {
    expect(readRuntimeConfig({}).payoutPolicy).toEqual({
      payableAfterMs: 72 * 3_600_000,
      holdAfterAccountChangeMs: 48 * 3_600_000,
    });
    expect(
      readRuntimeConfig({ PAYOUT_DELAY_HOURS: '0', PAYOUT_ACCOUNT_HOLD_HOURS: '1' }).payoutPolicy,
    ).toEqual({ payableAfterMs: 0, holdAfterAccountChangeMs: 3_600_000 });
    expect(() => readRuntimeConfig({ PAYOUT_DELAY_HOURS: 'soon' })).toThrow(/PAYOUT_DELAY_HOURS/);
  });

  it('refuses a fee it cannot read, naming the setting', () => {
    expect(() => readRuntimeConfig({ PLATFORM_FEE_PERCENT: '5%' })).toThrow(/PLATFORM_FEE_PERCENT/);
    expect(() => readRuntimeConfig({ PLATFORM_FEE_PERCENT: '101' })).toThrow(/at most 100/);
    expect(() => readRuntimeConfig({ PLATFORM_FEE_FLAT: 'ZAR=250' })).toThrow(/PLATFORM_FEE_FLAT/);
  });
});

describe('createServices on the firebase backend', () => {
  it('starts when firebase-functions has created an app of its own first', async () => {
    // What firebase-functions does before a Firestore trigger's handler runs.
    initializeApp({ projectId: 'demo-services' }, '__FIREBASE_FUNCTIONS_SDK__');
    const services = createServices(readRuntimeConfig(firebaseEnv));
    expect(services.backend).toBe('firebase');
    expect(services.docs.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('starts without any bucket, and only blob calls say that one is missing', async () => {
    const services = createServices(readRuntimeConfig(firebaseEnv));
    await expect(services.blobs.get('events/e1/banner')).rejects.toThrow(
      /No Cloud Storage bucket: set STORAGE_BUCKET/,
    );
  });

  it('keeps blobs on disk when LOCAL_BLOB_DIR is set (the local Firestore mode)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'local-blobs-'));
    const services = createServices(readRuntimeConfig({ ...firebaseEnv, LOCAL_BLOB_DIR: dir }));
    await services.blobs.put('events/e1/banner', Buffer.from('jpeg'), 'image/jpeg');
    expect((await services.blobs.get('events/e1/banner'))?.bytes.toString()).toBe('jpeg');
  });
});
