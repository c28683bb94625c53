import { describe, expect, it, vi } from 'vitest';
import { indexHtmlFromHosting, renderEventPage } from './event-page';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Your ticketing paradise: the app's own words."
    />
    <title>Ticketing &amp; Paradise</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const preview = {
  name: 'Jazz & "Blues" <night>',
  description: "It's   on.\n<script>alert(1)</script>",
  url: 'https://tickets.example/event/e1',
};

describe('renderEventPage', () => {
  it('replaces the title and description and adds Open Graph and Twitter tags, escaped', () => {
    const html = renderEventPage(indexHtml, preview);
    expect(html).toContain(
      '<title>Jazz &amp; &quot;Blues&quot; &lt;night&gt; · Ticketing &amp; Paradise</title>',
    );
    const description = 'It&#39;s on. &lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Jazz &amp; &quot;Blues&quot; &lt;night&gt;" />',
    );
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain('<meta property="og:url" content="https://tickets.example/event/e1" />');
    expect(html).toContain('<meta property="og:site_name" content="Ticketing &amp; Paradise" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain("the app's own words");
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The app starts as before.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    // Tidy: one tag a line, no blank lines left behind.
    expect(html).not.toMatch(/\n\s*\n/);
    expect(html).toMatch(/\n {4}<title>/);
    expect(html).toMatch(/\n {2}<\/head>/);
  });

  it('shows the banner as a large image card', () => {
    const html = renderEventPage(indexHtml, {
      ...preview,
      imageUrl: 'https://tickets.example/api/events/e1/banner?v=1&x=2',
    });
    expect(html).toContain(
      '<meta property="og:image" content="https://tickets.example/api/events/e1/banner?v=1&amp;x=2" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Browsers start on the banner with the scripts, not after them.
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://tickets.example/api/events/e1/banner?v=1&amp;x=2" />',
    );
  });

  it('has browsers ask for the event’s data with the scripts', () => {
    const html = renderEventPage(indexHtml, { ...preview, dataPath: '/api/events/e1' });
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/events/e1" crossorigin="anonymous" />',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('cuts a long description at a word, and uses the name when there is none', () => {
    const long = renderEventPage(indexHtml, { ...preview, description: 'word '.repeat(100) });
    const content = /name="description" content="([^"]*)"/.exec(long)?.[1] ?? '';
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content).toMatch(/word…$/);
    const none = renderEventPage(indexHtml, { ...preview, description: '  ' });
    expect(none).toContain(
      '<meta name="description" content="Jazz &amp; &quot;Blues&quot; &lt;night&gt;" />',
    );
  });

  it('leaves the page as it is without a preview', () => {
    expect(renderEventPage(indexHtml, undefined)).toBe(indexHtml);
  });
});

describe('the event page’s own code', () => {
  const built = indexHtml.replace(
    '</head>',
    '  <meta name="event-page-modules" content="/assets/page-1a.js /assets/Grid-2b.js ' +
      '/assets/page-3c.css /elsewhere/x.js https://cdn.example/assets/y.js">\n  </head>',
  );

  it('is preloaded with the entry, scripts as modules and stylesheets as styles', () => {
    for (const html of [renderEventPage(built, preview), renderEventPage(built, undefined)]) {
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1a.js" />');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Grid-2b.js" />');
      expect(html).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/page-3c.css" />',
      );
      expect(html.indexOf('page-1a.js')).toBeLessThan(html.indexOf('</head>'));
      // The build's list itself is gone; nothing but its own assets is preloaded.
      expect(html).not.toContain('event-page-modules');
      expect(html).not.toContain('/elsewhere/');
      expect(html).not.toContain('cdn.example');
    }
  });

  it('adds nothing when the build lists nothing', () => {
    expect(renderEventPage(indexHtml, undefined)).toBe(indexHtml);
  });
});

describe('indexHtmlFromHosting', () => {
  const answer = (body: string, status = 200) => new Response(body, { status });

  it('reads index.html from Hosting once per period, and again after it', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchFn = vi.fn(async () => answer(indexHtml));
    const source = indexHtmlFromHosting('https://tickets.example', { ttlMs: 60_000, fetchFn });
    expect(await Promise.all([source(), source()])).toEqual([indexHtml, indexHtml]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('https://tickets.example/index.html', expect.anything());
    now = 59_000;
    await source();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    now = 61_000;
    await source();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('keeps the last copy while Hosting fails, and fails without one', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchFn = vi.fn<typeof fetch>(async () => answer(indexHtml));
    const source = indexHtmlFromHosting('https://tickets.example', { ttlMs: 1_000, fetchFn });
    await source();
    now = 5_000;
    fetchFn.mockImplementation(async () => answer('Not found', 404));
    expect(await source()).toBe(indexHtml);
    fetchFn.mockRejectedValue(new Error('offline'));
    expect(await source()).toBe(indexHtml);

    const fresh = indexHtmlFromHosting('https://tickets.example', { fetchFn });
    await expect(fresh()).rejects.toThrow('offline');
    vi.restoreAllMocks();
  });
});
