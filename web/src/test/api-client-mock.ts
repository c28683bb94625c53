import { vi } from 'vitest';

/**
 * Stands in for the API client: every call is a mock for the test to answer and inspect. Use
 * with `vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'))`.
 */
export const apiClient = { get: vi.fn(), post: vi.fn(), put: vi.fn(), request: vi.fn() };

/** What unvalidated reads pass as their schema, for tests to expect: see lib/api-client.ts. */
export const unchecked = () => 'unchecked';
