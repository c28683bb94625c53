import { describe, expect, it } from 'vitest';
import { acceptsApiKey } from './api-key-policy';

describe('acceptsApiKey', () => {
  it('accepts the organiser routes, as patterns and as concrete paths', () => {
    expect(acceptsApiKey('POST', '/api/events/:eventId/check-ins')).toBe(true);
    expect(acceptsApiKey('POST', '/api/events/e1/check-ins')).toBe(true);
    expect(acceptsApiKey('get', '/api/events/e1/money?x=1')).toBe(true);
    expect(acceptsApiKey('HEAD', '/api/events/e1/orders.csv')).toBe(true);
    expect(acceptsApiKey('POST', '/api/orders/TP-1/refund')).toBe(true);
    expect(acceptsApiKey('GET', '/api/organisations/org-1/audit')).toBe(true);
  });

  it('refuses personal, buyer, administrator and key management routes', () => {
    expect(acceptsApiKey('GET', '/api/me/profile')).toBe(false);
    expect(acceptsApiKey('DELETE', '/api/me')).toBe(false);
    expect(acceptsApiKey('GET', '/api/organisations/mine')).toBe(false);
    expect(acceptsApiKey('GET', '/api/tickets/abc')).toBe(false);
    expect(acceptsApiKey('POST', '/api/events/e1/waitingLists/t1/join')).toBe(false);
    expect(acceptsApiKey('GET', '/api/admin/users')).toBe(false);
    expect(acceptsApiKey('GET', '/api/organisations/:orgId/api-keys')).toBe(false);
    expect(acceptsApiKey('POST', '/api/organisations/org-1/api-keys')).toBe(false);
    expect(acceptsApiKey('POST', '/api/invitations/i1/accept')).toBe(false);
    expect(acceptsApiKey('PATCH', '/api/organisations/org-1/members/u1')).toBe(false);
    expect(acceptsApiKey('PUT', '/api/events/e1/check-ins')).toBe(false);
    expect(acceptsApiKey('GET', '/api/events//money')).toBe(false);
  });
});
