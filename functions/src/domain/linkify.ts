import { textParts } from '../contract/linked-text';
import { escapeHtml } from './escape-html';

/**
 * Plain text as HTML: escaped, its line breaks kept, and each http(s) address a link. An
 * organiser's message is written as text, never as HTML, so nothing in it can inject markup.
 */
export function linkifiedHtml(
  text: string,
  { style = '', className = '' }: { style?: string; className?: string } = {},
): string {
  const attributes = `${className ? ` class="${escapeHtml(className)}"` : ''}${
    style ? ` style="${escapeHtml(style)}"` : ''
  }`;
  return textParts(text)
    .map(({ kind, value }) =>
      kind === 'link'
        ? `<a href="${escapeHtml(value)}"${attributes}>${escapeHtml(value)}</a>`
        : escapeHtml(value),
    )
    .join('')
    .replace(/\r?\n/g, '<br />');
}
