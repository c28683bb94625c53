import { describe, expect, it } from 'vitest';
import { allowedOrigins, embedCheckQuery, maxAllowedOrigins, parseSiteOrigin } from './widget';
import { asWidgetMessage } from './widget-messages';

describe('parseSiteOrigin', () => {
  it.each([
    ['https://example.org', 'https://example.org'],
    ['  https://Example.ORG/  ', 'https://example.org'],
    ['https://shop.example.co.za:8443', 'https://shop.example.co.za:8443'],
    ['https://example.org:443', 'https://example.org'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('takes %s as %s', (typed, origin) => {
    expect(parseSiteOrigin(typed)).toEqual({ origin });
  });

  it.each([
    ['example.org', 'is not a site’s address'],
    ['ftp://example.org', 'is not a web site’s address'],
    ['https://ann:secret@example.org', 'has a user name in it'],
    ['https://example.org/events', 'is a page, not a site: write only https://example.org'],
    ['https://example.org/?ref=x', 'is a page'],
    ['https://example.org#top', 'is a page'],
    ['https://*.example.org', 'no wildcards'],
    ['http://example.org', 'must start with https://'],
  ])('refuses %s, naming it', (typed, problem) => {
    const parsed = parseSiteOrigin(typed);
    expect(parsed).toEqual({ problem: expect.stringContaining(problem) });
    expect(parsed).toEqual({ problem: expect.stringContaining(`“${typed}”`) });
  });
});

describe('allowedOrigins', () => {
  it('keeps each site once, as its origin, in the order given', () => {
    expect(
      allowedOrigins.parse(['https://a.example/', 'https://b.example', 'https://A.example']),
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names the entry that is not a site', () => {
    const result = allowedOrigins.safeParse(['https://a.example', 'https://b.example/shop']);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [1],
        message: '“https://b.example/shop” is a page, not a site: write only https://b.example',
      }),
    ]);
  });

  it(`takes at most ${maxAllowedOrigins} sites`, () => {
    const many = Array.from({ length: maxAllowedOrigins + 1 }, (_, i) => `https://s${i}.example`);
    expect(allowedOrigins.safeParse(many).error?.issues[0]?.message).toBe(
      `At most ${maxAllowedOrigins} sites`,
    );
  });
});

describe('embedCheckQuery', () => {
  it('takes an origin and nothing like a page', () => {
    expect(embedCheckQuery.safeParse({ origin: 'http://127.0.0.1:4000' }).success).toBe(true);
    for (const origin of ['null', 'https://example.org/page', 'javascript:alert(1)', '']) {
      expect(embedCheckQuery.safeParse({ origin }).success, origin).toBe(false);
    }
  });
});

describe('asWidgetMessage', () => {
  it('takes our messages and nothing else a window receives', () => {
    const paid = {
      source: 'ticketing-paradise',
      type: 'paid',
      eventId: 'e1',
      orderReference: 'ord-1',
    };
    expect(asWidgetMessage(paid)).toEqual(paid);
    expect(asWidgetMessage({ ...paid, extra: true })).toEqual(paid);
    expect(asWidgetMessage({ ...paid, source: 'another-widget' })).toBeUndefined();
    expect(asWidgetMessage({ ...paid, type: 'hacked' })).toBeUndefined();
    expect(asWidgetMessage({ ...paid, orderReference: 5 })).toBeUndefined();
    expect(asWidgetMessage('paid')).toBeUndefined();
    expect(asWidgetMessage(null)).toBeUndefined();
  });
});
