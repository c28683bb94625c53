import { escapeHtml } from './escape-html';

/** A web address in plain text; punctuation that ends a sentence after it is not part of it. */
const webAddress = /https?:\/\/[^\s<>"']+/g;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/**
 * Plain text as HTML: escaped, its line breaks kept, and each http(s) address a link. An
 * organiser's message is written as text, never as HTML, so nothing in it can inject markup.
 */
export function linkifiedHtml(text: string, linkStyle = ''): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const address = match[0].replace(trailingPunctuation, '');
    const at = match.index;
    html += escapeHtml(text.slice(from, at));
    const href = escapeHtml(address);
    html += `<a href="${href}"${linkStyle ? ` style="${escapeHtml(linkStyle)}"` : ''}>${href}</a>`;
    from = at + address.length;
  }
  html += escapeHtml(text.slice(from));
  return html.replace(/\r?\n/g, '<br />');
}
