/** The longest slug kept (a few words of a name). */
const maxSlugLength = 40;

/**
 * A slug from a name: lower-case letters and digits of the Latin alphabet joined by single
 * hyphens ("Café Noir & Co." becomes "cafe-noir-co"); empty when nothing of it is left.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
}

/** The slugs tried in turn for `base`, the last one made unique by the organisation's id. */
export function slugCandidates(base: string, orgId: string): string[] {
  const stem = base || 'organiser';
  const numbered = [2, 3, 4, 5].map((n) => `${stem}-${n}`);
  return [
    stem,
    ...numbered,
    `${stem}-${orgId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(-8)}`,
  ];
}
