// A site's stylesheet inside the page, for Storybook and component tests (the apps link the
// built file instead). Switching `site` switches the custom properties, so the theme follows.
import type { SiteId } from '@journals/site-config';
import { siteTheme } from '../theme/sites.ts';
import { siteStylesheet } from './siteStylesheet.ts';

export function SiteStyles({ site }: { site: SiteId }) {
  // eslint-disable-next-line react/no-danger -- CSS built from our own tokens
  return <style data-site-styles={site} dangerouslySetInnerHTML={{ __html: siteStylesheet(siteTheme(site)) }} />;
}
