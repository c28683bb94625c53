/**
 * A slug of `text`: lower-case ASCII letters and digits joined by single hyphens, at most
 * `maxLength` long ("Café Noir & Co." becomes "cafe-noir-co"); empty when nothing is left.
 * For addresses (an organisation's) and file names (a CSV's).
 */
export function slugOf(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
