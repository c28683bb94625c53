import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { apiTokenChecks } from './auth';

const request = (method: string, path: string) => ({ method, path }) as Request;

describe('the api function checks each token as much as its route needs', () => {
  it('reads the live account for administrators’ routes, whatever the method', () => {
    expect(apiTokenChecks(request('GET', '/api/admin/users'))).toBe('live');
    expect(apiTokenChecks(request('POST', '/api/admin/events/e1/decision'))).toBe('live');
    expect(apiTokenChecks(request('GET', '/api/admin'))).toBe('live');
  });

  it('checks revocation on account routes and on every write', () => {
    expect(apiTokenChecks(request('GET', '/api/me/profile'))).toBe('revocation');
    expect(apiTokenChecks(request('POST', '/api/events'))).toBe('revocation');
    expect(apiTokenChecks(request('PUT', '/api/events/e1'))).toBe('revocation');
    expect(apiTokenChecks(request('DELETE', '/api/events/e1'))).toBe('revocation');
  });

  it('checks only the signature on other reads', () => {
    expect(apiTokenChecks(request('GET', '/api/events/e1'))).toBe('signature');
    expect(apiTokenChecks(request('GET', '/api/tickets/abc'))).toBe('signature');
    // A path that merely starts with the same letters is not an admin or account route.
    expect(apiTokenChecks(request('GET', '/api/administrivia'))).toBe('signature');
    expect(apiTokenChecks(request('GET', '/api/menu'))).toBe('signature');
  });

  it('checks only the signature of a waiting room’s polls, which buyers send every few seconds', () => {
    expect(apiTokenChecks(request('POST', '/api/events/e1/waitingRoom'))).toBe('signature');
    expect(apiTokenChecks(request('POST', '/api/events/e1/waitingRoom/x'))).toBe('revocation');
  });
});
