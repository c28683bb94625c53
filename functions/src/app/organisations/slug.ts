import { slugOf } from '../../domain/slug';

/** An organisation's slug from its name: a few words of it (see domain/slug.ts). */
export const organisationSlugOf = (name: string) => slugOf(name, 40);

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
