// The site's facts with the values its server's environment sets (contact placeholders, the
// editorial system address): see @journals/site-config's withEnvironment.
import { withEnvironment, type SiteConfig } from '@journals/site-config';

export function siteWithEnvironment<T extends SiteConfig>(site: T): T {
  return withEnvironment(site, process.env);
}
