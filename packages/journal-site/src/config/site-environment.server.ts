// The site's facts with the values its server's environment sets (contact placeholders, the
// editorial system address): see @journals/site-config's withEnvironment.
import { withEnvironment, type JournalSiteConfig } from '@journals/site-config';

export function siteWithEnvironment(site: JournalSiteConfig): JournalSiteConfig {
  return withEnvironment(site, process.env);
}
