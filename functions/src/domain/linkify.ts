import { textParts } from '../contract/linked-text';
import { escapeHtml } from './escape-html';

/**
 * Plain text as HTML: escaped, its line breaks kept, and each http(s) address a link. An
 * organiser's message is written as text, never as HTML, so nothing in it can inject markup.
 */
export function linkifiedHtml(text: string, linkStyle = ''): string {
  const style = linkStyle ? ` style="${escapeHtml(linkStyle)}"` : '';
  return textParts(text)
    .map(({ kind, value }) =>
      kind === 'link'
        ? `<a href="${escapeHtml(value)}"${style}>${escapeHtml(value)}</a>`
        : escapeHtml(value),
    )
    .join('')
    .replace(/\r?\n/g, '<br />');
}
