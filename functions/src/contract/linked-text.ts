/*
 * Someone's own words with their web addresses (an organiser's message): split into text and
 * links by one rule, so the email (domain/linkify.ts) and the workspace's preview agree.
 */

/** A web address in plain text; punctuation that ends a sentence after it is not part of it. */
const webAddress = /https?:\/\/[^\s<>"']+/g;
const trailingPunctuation = /[.,;:!?)\]]+$/;

export type TextPart = { kind: 'text' | 'link'; value: string };

/** `text` as runs of plain text and http(s) addresses, in order. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const address = match[0].replace(trailingPunctuation, '');
    if (match.index > from) parts.push({ kind: 'text', value: text.slice(from, match.index) });
    parts.push({ kind: 'link', value: address });
    from = match.index + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', value: text.slice(from) });
  return parts;
}
