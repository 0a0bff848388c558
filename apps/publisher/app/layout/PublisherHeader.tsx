// The sticky top bar: the publisher's name (home), the five links of site.header, and on phones
// the menu button whose panel closes when a link is chosen.
import { BrandMark, Icon, SiteHeader } from '@journals/design-system';
import { menuNavigation } from '@journals/site-kit/ui/navigation';
import { site } from '../site.ts';
import { BrandLink, BrandName } from './PublisherHeader.styles.ts';

const navigation = menuNavigation(site.header);

export function PublisherHeader() {
  const { acronym } = site.names;
  return (
    <SiteHeader
      brand={
        <BrandLink to="/" aria-label={`${acronym}, home`}>
          <BrandMark>
            <Icon name="document" />
          </BrandMark>
          <BrandName>{acronym}</BrandName>
        </BrandLink>
      }
      navigation={navigation}
      navLabel="Main"
      desktopFrom="md"
      siteName={acronym}
    />
  );
}
