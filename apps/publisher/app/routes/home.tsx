// / (Home): the hero carousel, the fixed stats strip, the indexing partners from the API, About
// Us, Key Features (with the way to /about), Our Intent, and the audience tabs. It hydrates: the
// carousel rotates, the partners' strip scrolls and the tabs switch in place with the script.
import { publisherHome } from '@journals/content';
import { LinkButton, Section, StatStrip } from '@journals/design-system';
import type { HydrationHandle } from '@journals/site-kit/document/hydration';
import { routeMeta } from '@journals/site-kit/meta';
import { useLoaderData, type MetaArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AudienceTabs } from '../home/AudienceTabs.tsx';
import { CardSection } from '../home/CardSection.tsx';
import { HomeHero } from '../home/HomeHero.tsx';
import { PartnerStrip } from '../home/PartnerStrip.tsx';
import { usePublisherConfig } from '../layout/publisher-settings.ts';
import { site } from '../site.ts';
import type { loader } from './home.server.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/errors';
export { loader } from './home.server.ts';

export const handle: HydrationHandle = { hydrate: true };

export function meta(args: MetaArgs) {
  return routeMeta(site, args);
}

/** Choosing an audience tab changes only the query: the partners stay as they were loaded. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname;
}

export default function Home() {
  const { partners } = useLoaderData<typeof loader>();
  const config = usePublisherConfig();
  const home = publisherHome(config);
  return (
    <>
      <HomeHero />
      <Section paddingBlock={6}>
        <StatStrip stats={config.stats} tone="brand" aria-label="Key figures" />
      </Section>
      <PartnerStrip logos={partners} />
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
      <AudienceTabs audiences={home.audiences} joinPanel={home.joinPanel} />
    </>
  );
}
