// The sticky header: the journal's name, the menus of site.header (Current Issue resolved to the
// latest issue), the Author Login button, and the full-screen phone menu.
import { BrandMark, Icon, LinkButton, SiteHeader } from '@journals/design-system';
import { site } from 'journal-site:config';
import { BrandLink, BrandName, BrandTitle, HeaderFrame } from './JournalHeader.styles.ts';
import type { FrameSettings } from './journal-settings.ts';
import { editorialLoginHref } from '@journals/site-kit/ui/navigation';
import { headerNavigation } from './links.ts';

export function JournalHeader({ config, currentIssueHref }: FrameSettings) {
  const { acronym, title } = site.names;
  return (
    <HeaderFrame>
      <SiteHeader
        brand={
          <BrandLink to="/" aria-label={`${acronym}: ${title}, home`}>
            <BrandMark>
              <Icon name="document" />
            </BrandMark>
            <BrandName>
              <strong>{acronym}</strong>
              <BrandTitle>{title}</BrandTitle>
            </BrandName>
          </BrandLink>
        }
        navigation={headerNavigation(site.header, currentIssueHref)}
        navLabel="Main"
        mobileMenu="overlay"
        siteName={acronym}
        actions={
          <LinkButton href={editorialLoginHref(config.editorialLogin)} size="sm" newTab>
            Author Login
          </LinkButton>
        }
      />
    </HeaderFrame>
  );
}
