import { siteNameOf } from './event-page';
import { renderPage, type PageHead } from './page-head';

/** What a list's head says of it: its title and link preview (chat apps run no script). */
export type ListingPageHead = Pick<PageHead, 'title' | 'description' | 'url' | 'imageUrl'>;

/**
 * web/listing.html as built, with the server-rendered body in its `#event-page` element and,
 * when given, the page's title, description, canonical URL, Open Graph and Twitter card tags
 * in its head (every value escaped); without a head (a 404, a 400) it keeps the template's.
 */
export function renderListingPage(
  template: string,
  { body, head }: { body: string; head?: ListingPageHead },
): string {
  return renderPage(template, { body, head, siteName: siteNameOf(template) });
}
