import { describe, expect, it } from 'vitest';
import { embedPagePolicy } from './embed-policy';

const sitePolicy =
  "default-src 'self'; script-src 'self' https://js.paystack.co; frame-src https://checkout.paystack.com; frame-ancestors 'none'";

describe('embedPagePolicy', () => {
  it('keeps the site’s policy and lets only the listed sites frame the page', () => {
    expect(embedPagePolicy(sitePolicy, ['https://example.org', 'http://localhost:8080'])).toBe(
      "default-src 'self'; script-src 'self' https://js.paystack.co; frame-src https://checkout.paystack.com; frame-ancestors https://example.org http://localhost:8080",
    );
  });

  it('lets nothing frame it when no site is listed', () => {
    expect(embedPagePolicy(sitePolicy, [])).toBe(
      "default-src 'self'; script-src 'self' https://js.paystack.co; frame-src https://checkout.paystack.com; frame-ancestors 'none'",
    );
  });

  it('says who may frame it even where the site sends no policy of its own', () => {
    expect(embedPagePolicy(undefined, ['https://example.org'])).toBe(
      'frame-ancestors https://example.org',
    );
  });
});
