// / (Home): the hero carousel, the fixed stats strip, the indexing partners from the API, About
// Us, Key Features (with the way to /about), Our Intent, and the audience tabs. It does not
// hydrate (docs/adr/014-hydration-per-route.md): the partners' strip scrolls by CSS, and the
// design system's two enhancement scripts of a few kilobytes (its HeroCarousel's and Tabs')
// make the carousel rotate and the tabs switch in place; without them the slides scroll sideways
// and the tabs are links that select by address.
import { publisherHome } from '@journals/content';
import { LinkButton, Section, StatStrip } from '@journals/design-system';
import heroCarouselScript from '@journals/design-system/hero-carousel/enhance?enhance';
import tabsScript from '@journals/design-system/tabs/enhance?enhance';
import type { EnhancementHandle } from '@journals/site-kit/ui/document/enhancement';
import { useDocumentHydrates } from '@journals/site-kit/ui/document/hydration';
import { routeMeta } from '@journals/site-kit/ui/meta';
import { RenderedOnce } from '@journals/ssr/rendered-once';
import { useSearchParams } from 'react-router';
import { AudienceTabs, selectedAudience } from '../home/AudienceTabs.tsx';
import { CardSection } from '../home/CardSection.tsx';
import { HomeHero } from '../home/HomeHero.tsx';
import { PartnerStrip } from '../home/PartnerStrip.tsx';
import { publisherSettingsKey, usePublisherConfig } from '../layout/publisher-settings.ts';
import { site } from '../site.ts';
import type { Route } from './+types/home.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';
export { loader } from './home.server.ts';

export const handle: EnhancementHandle = { enhance: [heroCarouselScript, tabsScript] };

/** The loader's Cache-Control when the page went out without the partners (home.server.ts). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(site, args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { partners } = loaderData;
  const config = usePublisherConfig();
  const home = publisherHome(config);
  const settingsKey = publisherSettingsKey(config);
  const [search] = useSearchParams();
  const tab = selectedAudience(home.audiences, search.get('tab'));
  const live = useDocumentHydrates();
  // The sections from the site config are rendered once and reused on the server (RenderedOnce).
  // The audience tabs once per selected tab. The hero is not: React puts the preload of its
  // first image into the head from where the image is. The partners' strip shows the API's list
  // of the moment.
  return (
    <>
      <HomeHero config={config} />
      <RenderedOnce site={site.id} name="home-stats" settingsKey={settingsKey} hydrating="in-place">
        <Section paddingBlock={6}>
          <StatStrip stats={config.stats} tone="brand" aria-label="Key figures" />
        </Section>
      </RenderedOnce>
      <PartnerStrip logos={partners} />
      <RenderedOnce
        site={site.id}
        name="home-sections"
        settingsKey={settingsKey}
        hydrating="in-place"
      >
        <CardSection section={home.aboutUs} />
        <CardSection
          section={home.keyFeatures}
          tone="muted"
          action={
            <LinkButton href={home.keyFeatures.action.href}>
              {home.keyFeatures.action.text}
            </LinkButton>
          }
        />
        <CardSection section={home.intent} />
      </RenderedOnce>
      <RenderedOnce
        site={site.id}
        name="home-audiences"
        settingsKey={`${settingsKey} ${tab ?? ''}`}
        hydrating="in-place"
      >
        <AudienceTabs
          audiences={home.audiences}
          joinPanel={home.joinPanel}
          selected={tab}
          live={live}
        />
      </RenderedOnce>
    </>
  );
}
