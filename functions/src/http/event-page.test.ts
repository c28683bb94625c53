import { describe, expect, it, vi } from 'vitest';
import { renderEventPage, templateFromHosting } from './event-page';

const template = `<!doctype html>
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
    <div id="event-page"></div>
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
    const html = renderEventPage(template, { body: '<h1>Jazz</h1>', preview });
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
    // The page's own script, and the body in its place.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<div id="event-page"><h1>Jazz</h1></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    // Tidy: one tag a line, no blank lines left behind.
    expect(html).not.toMatch(/\n\s*\n/);
    expect(html).toMatch(/\n {4}<title>/);
    expect(html).toMatch(/\n {2}<\/head>/);
  });

  it('shows the banner as a large image card', () => {
    const html = renderEventPage(template, {
      body: '',
      preview: { ...preview, imageUrl: 'https://tickets.example/api/events/e1/banner?v=1&x=2' },
    });
    expect(html).toContain(
      '<meta property="og:image" content="https://tickets.example/api/events/e1/banner?v=1&amp;x=2" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('cuts a long description at a word, and uses the name when there is none', () => {
    const long = renderEventPage(template, {
      body: '',
      preview: { ...preview, description: 'word '.repeat(100) },
    });
    const content = /name="description" content="([^"]*)"/.exec(long)?.[1] ?? '';
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content).toMatch(/word…$/);
    const none = renderEventPage(template, {
      body: '',
      preview: { ...preview, description: '  ' },
    });
    expect(none).toContain(
      '<meta name="description" content="Jazz &amp; &quot;Blues&quot; &lt;night&gt;" />',
    );
  });

  it('puts the body in the page, and keeps the template’s head without a preview', () => {
    const html = renderEventPage(template, {
      body: '<h1>Event not found</h1>',
      preview: undefined,
    });
    expect(html).toBe(
      template.replace(
        '<div id="event-page"></div>',
        '<div id="event-page"><h1>Event not found</h1></div>',
      ),
    );
  });

  it('takes the body as it is, `$` patterns included', () => {
    const html = renderEventPage(template, { body: "<p>$& $' $1</p>", preview: undefined });
    expect(html).toContain('<div id="event-page"><p>$& $\' $1</p></div>');
  });
});

describe('templateFromHosting', () => {
  const answer = (body: string, status = 200) => new Response(body, { status });

  it('reads the page from Hosting once per period, and again after it', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchFn = vi.fn(async () => answer(template));
    const source = templateFromHosting('https://tickets.example', 'event.html', {
      ttlMs: 60_000,
      fetchFn,
    });
    expect(await Promise.all([source(), source()])).toEqual([template, template]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('https://tickets.example/event.html', expect.anything());
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
    const fetchFn = vi.fn<typeof fetch>(async () => answer(template));
    const source = templateFromHosting('https://tickets.example', 'event.html', {
      ttlMs: 1_000,
      fetchFn,
    });
    await source();
    now = 5_000;
    fetchFn.mockImplementation(async () => answer('Not found', 404));
    expect(await source()).toBe(template);
    fetchFn.mockRejectedValue(new Error('offline'));
    expect(await source()).toBe(template);

    const fresh = templateFromHosting('https://tickets.example', 'event.html', { fetchFn });
    await expect(fresh()).rejects.toThrow('offline');
    vi.restoreAllMocks();
  });
});
