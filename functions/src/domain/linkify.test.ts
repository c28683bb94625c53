import { describe, expect, it } from 'vitest';
import { linkifiedHtml } from './linkify';

describe('linkifiedHtml', () => {
  it('escapes markup, keeps line breaks and links web addresses', () => {
    expect(linkifiedHtml('Doors at <b>7</b> & parking:\nhttps://example.com/map?a=1&b=2.')).toBe(
      'Doors at &lt;b&gt;7&lt;/b&gt; &amp; parking:<br />' +
        '<a href="https://example.com/map?a=1&amp;b=2">https://example.com/map?a=1&amp;b=2</a>.',
    );
  });

  it('links nothing that is not http(s), and ends an address before a closing bracket', () => {
    expect(linkifiedHtml('javascript:alert(1) (see http://a.example/x)')).toBe(
      'javascript:alert(1) (see <a href="http://a.example/x">http://a.example/x</a>)',
    );
  });

  it('cannot break out of the attribute', () => {
    expect(linkifiedHtml('https://a.example/"onmouseover="x')).toBe(
      '<a href="https://a.example/">https://a.example/</a>&quot;onmouseover=&quot;x',
    );
  });
});
