// The text pages (text-pages.ts: aim and scope, the policies, FAQs, downloads, ...): one module
// mounted at each of their paths, each route with its own id (routes/FAQs). Its loader builds the
// path's page of @journals/content on the server, so no page's text is in the browser's build: a
// page that hydrates, or that the router opens from another, gets its own text with its data.
import { ContentPageView } from '@journals/site-kit/ui/content';
import { useLoaderData } from 'react-router';
import type { loader } from './text-page.server.ts';

export { pageMeta as meta } from './page-meta.ts';
export { RouteErrorScreen as ErrorBoundary } from '@journals/site-kit/ui/errors';

export default function JournalTextPage() {
  return <ContentPageView page={useLoaderData<typeof loader>()} />;
}

// The route's server half: React Router keeps it out of the browser's build.
export { loader } from './text-page.server.ts';
