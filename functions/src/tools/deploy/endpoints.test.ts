import { describe, expect, it } from 'vitest';
import {
  describeEndpoints,
  endpointProblems,
  summariseEndpoint,
  type EndpointSummary,
} from './endpoints';

/** `__endpoint` as firebase-functions v2 makes it (copied from lib/index.js's allocator). */
const allocatorEndpoint = (maxInstances: number | null) => ({
  availableMemoryMb: null,
  timeoutSeconds: null,
  minInstances: null,
  maxInstances,
  concurrency: 1,
  platform: 'gcfv2',
  region: ['us-central1'],
  labels: {},
  eventTrigger: {
    eventType: 'google.cloud.firestore.document.v1.created',
    eventFilters: { database: '(default)', namespace: '(default)' },
    eventFilterPathPatterns: { document: 'purchaseRequests/{requestId}' },
    retry: true,
  },
});

const uploadEndpoint = {
  availableMemoryMb: 1024,
  region: ['us-central1'],
  secretEnvironmentVariables: [{ key: 'PAYSTACK_SECRET_KEY' }],
  httpsTrigger: {},
};

const summaries = (maxInstances: number | null): EndpointSummary[] => [
  summariseEndpoint('allocator', allocatorEndpoint(maxInstances))!,
  summariseEndpoint('uploadImage', uploadEndpoint)!,
];

const expectations = {
  allocator: {
    trigger: 'google.cloud.firestore.document.v1.created purchaseRequests/{requestId} (retried)',
    region: 'us-central1',
    memoryMb: null,
    timeoutSeconds: null,
    minInstances: null,
    maxInstances: 1,
    concurrency: 1,
  },
  uploadImage: {
    trigger: 'https',
    region: 'us-central1',
    memoryMb: 1024,
    timeoutSeconds: null,
    minInstances: null,
    maxInstances: null,
    concurrency: null,
  },
};

describe('the functions against deploy-expectations.json', () => {
  it('passes when every setting is as expected', () => {
    expect(endpointProblems(summaries(1), expectations)).toEqual([]);
  });

  it('fails naming the allocator when its max instances is not 1, whatever the file says', () => {
    const tampered = { ...expectations, allocator: { ...expectations.allocator, maxInstances: 5 } };
    expect(endpointProblems(summaries(5), tampered)).toEqual([
      'allocator: maxInstances is 5, must be 1',
    ]);
    expect(endpointProblems(summaries(null), expectations)).toContain(
      'allocator: maxInstances is unset, must be 1',
    );
  });

  it('names the function and the setting that differ from the expectation', () => {
    const tampered = {
      ...expectations,
      uploadImage: { ...expectations.uploadImage, memoryMb: 512 },
    };
    expect(endpointProblems(summaries(1), tampered)).toEqual([
      'uploadImage: memoryMb is 1024, expected 512',
    ]);
  });

  it('names a function missing from either side', () => {
    const withoutUpload = { allocator: expectations.allocator, gone: expectations.uploadImage };
    expect(endpointProblems(summaries(1), withoutUpload)).toEqual([
      'uploadImage: not in deploy-expectations.json (add it once it is right)',
      'gone: expected but not exported by lib/index.js',
    ]);
  });

  it('prints each function with its trigger, region, memory, timeout, instances and concurrency', () => {
    expect(describeEndpoints(summaries(1))).toEqual([
      'allocator: google.cloud.firestore.document.v1.created purchaseRequests/{requestId} (retried); us-central1; memory default; timeout default; instances default..1; concurrency 1',
      'uploadImage: https; us-central1; memory 1024 MB; timeout default; instances default..default; concurrency default; secrets PAYSTACK_SECRET_KEY',
    ]);
  });
});
