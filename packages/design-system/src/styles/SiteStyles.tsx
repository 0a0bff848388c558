// A site's stylesheet inside the page, for Storybook and component tests (the apps link the
// built file instead). Switching `site` switches the custom properties, so the theme follows.
// React hoists it into <head> (`href` + `precedence`), so it never sits in a test's container.
import type { SiteId } from '@journals/site-config';
import { siteTheme } from '../theme/sites.ts';
import { siteStylesheet } from './siteStylesheet.ts';

export function SiteStyles({ site }: { site: SiteId }) {
  return (
    <style href={`site-styles-${site}`} precedence="site-styles">
      {siteStylesheet(siteTheme(site))}
    </style>
  );
}
