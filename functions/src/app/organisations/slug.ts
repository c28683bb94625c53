import { reservedOrganisationSlugs } from '../../contract/organisations';
import { slugOf } from '../../domain/slug';

/**
 * An organisation's slug from its name: a few words of it (see domain/slug.ts), short enough
 * that a suffix making it unique keeps it within the 40 characters a slug may have.
 */
export const organisationSlugOf = (name: string) => slugOf(name, 27);

/** The slugs tried in turn for `base`, the last one made unique by the organisation's id. */
export function slugCandidates(base: string, orgId: string): string[] {
  // A name that is one of the site's own words ("Events"), or too short, gets a word more.
  const stem = !base
    ? 'organiser'
    : reservedOrganisationSlugs.includes(base) || base.length < 3
      ? `${base}-org`
      : base;
  const numbered = [2, 3, 4, 5].map((n) => `${stem}-${n}`);
  return [
    stem,
    ...numbered,
    `${stem}-${orgId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(-8)}`,
  ].map((slug) => slug.slice(0, 40).replace(/-+$/, ''));
}
