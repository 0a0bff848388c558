// The publisher's text pages (about, for authors, the policies, FAQs...): the page of
// @journals/content for the route this module is mounted at, built from the running config. Its
// body is the same for every request with the same settings: rendered once and reused on the
// server (RenderedOnce).
import { publisherPages, type PublisherTextRoute } from '@journals/content';
import { ContentPageView } from '@journals/site-kit/ui/content';
import { routeMeta } from '@journals/site-kit/ui/meta';
import { RenderedOnce } from '@journals/ssr/rendered-once';
import { useMatches } from 'react-router';
import { PageBody } from '../layout/PageBody.tsx';
import { publisherSettingsKey, usePublisherConfig } from '../layout/publisher-settings.ts';
import { routePathOf } from '../route-files.ts';
import { site } from '../site.ts';
import type { Route } from './+types/text-page.ts';

export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export function meta(args: Route.MetaArgs) {
  return routeMeta(site, args);
}

function isTextRoute(path: string | undefined): path is PublisherTextRoute {
  return path !== undefined && Object.hasOwn(publisherPages, path);
}

export default function TextPage() {
  const config = usePublisherConfig();
  const route = routePathOf(useMatches().at(-1)?.id);
  if (!isTextRoute(route)) throw new Error(`No text page is mounted at ${String(route)}`);
  return (
    <PageBody>
      <RenderedOnce
        site={site.id}
        name={`text ${route}`}
        settingsKey={publisherSettingsKey(config)}
        hydrating="in-place"
      >
        <ContentPageView page={publisherPages[route](config)} />
      </RenderedOnce>
    </PageBody>
  );
}
