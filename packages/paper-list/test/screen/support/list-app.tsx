// A journal app in miniature, as journal-site's route modules will build it: the four list routes
// with loaders on loadPaperList, the index pages they redirect to, under the journal's basename,
// with a real api-client against the reference server started by the global setup. The journal is
// the Vitest project's (JOURNAL_SITE, vitest.config.ts): the screen runs for each one.
import {
  createApiClient,
  createJournalQueries,
  type ApiClient,
  type JournalQueries,
  type JournalSiteId,
  type Logger,
} from '@journals/api-client';
import { SiteThemeProvider } from '@journals/design-system';
import { defaultAuthorization } from '@journals/journal-api';
import { siteConfigs } from '@journals/site-config';
import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  redirect,
  RouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router';
import { inject } from 'vitest';
import {
  listVariantNames,
  listVariants,
  withPrefix,
  type ListSelection,
  type ListVariant,
} from '../../../src/model/index.ts';
import { loadPaperList, PaperListScreen } from '../../../src/screen/index.ts';
import { journalUnderTest } from './env.ts';

export const site = journalUnderTest();
/** '/indjece/' */
export const prefix = siteConfigs[site].prefix;
/** '/indjece' */
export const basename = prefix.replace(/\/$/, '');

/**
 * Words of each journal's seeded titles (tooling/services/journal-api's vocabulary of its field): `narrow`
 * finds a few dozen papers, `common` papers in many issues, the current one among them, and
 * theses of several years.
 */
const searchTermsOf: Record<JournalSiteId, { narrow: string; common: string }> = {
  indjece: { narrow: 'antenna', common: 'MIMO' },
  indjeee: { narrow: 'inverter', common: 'motor' },
};
export const searchTerms = searchTermsOf[site];

export function apiBaseUrl(): string {
  return `${inject('journalApiUrl')}/${site}`;
}

export interface QueriesOptions {
  fetch?: typeof globalThis.fetch;
  authorization?: string;
  logger?: Logger;
}

/** A real client of the reference server (the tests also ask it what to expect). */
export function journalClient(options: QueriesOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: apiBaseUrl(),
    authorization: options.authorization ?? defaultAuthorization,
    fetch: options.fetch,
    logger: options.logger,
  });
}

/** The journal's query options over a real client of the reference server. */
export function journalQueries(options: QueriesOptions = {}): JournalQueries {
  return createJournalQueries(journalClient(options), site);
}

/** A cache like the app's: data stays fresh for a minute, failures are not retried. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
  });
}

interface ListRouteData {
  selection: ListSelection;
  /** Set by a server loader: the cache the HTML carries. */
  dehydratedState?: DehydratedState;
}

export interface RoutesOptions {
  queries: JournalQueries;
  /** The cache the loader fills: the browser's (client loader) or a fresh one per request (server). */
  queryClientForRequest: () => QueryClient;
  /** Server loaders dehydrate the cache into their data. */
  dehydrateCache?: boolean;
}

/** The list routes and index pages of a journal app (ids are stable, for hydration). */
export function listRoutes({
  queries,
  queryClientForRequest,
  dehydrateCache = false,
}: RoutesOptions): RouteObject[] {
  const lists: RouteObject[] = listVariantNames.map((variant) => ({
    id: `list-${variant}`,
    path: listVariants[variant].listPath,
    loader: async ({ request }): Promise<ListRouteData> => {
      const queryClient = queryClientForRequest();
      const result = await loadPaperList({
        variant,
        url: new URL(request.url),
        queries,
        queryClient,
      });
      // react-router adds its basename to a loader's redirect, as to links.
      if (result.kind === 'redirect') throw redirect(result.location);
      return dehydrateCache
        ? { selection: result.selection, dehydratedState: dehydrate(queryClient) }
        : { selection: result.selection };
    },
    Component: () => <ListRoute variant={variant} queries={queries} />,
    ErrorBoundary: () => <h1>Something Went Wrong</h1>,
  }));
  const indexes: RouteObject[] = listVariantNames.map((variant) => ({
    id: `index-${variant}`,
    path: listVariants[variant].indexPath,
    Component: () => <h1>Index of {variant}</h1>,
  }));
  return [...lists, ...indexes];
}

function ListRoute({ variant, queries }: { variant: ListVariant; queries: JournalQueries }) {
  const data = useLoaderData<ListRouteData>();
  return (
    <HydrationBoundary state={data.dehydratedState}>
      <PaperListScreen
        variant={variant}
        selection={data.selection}
        queries={queries}
        prefix={prefix}
      />
    </HydrationBoundary>
  );
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteThemeProvider site={site}>{children}</SiteThemeProvider>
    </QueryClientProvider>
  );
}

export interface RenderListOptions extends QueriesOptions {
  queries?: JournalQueries;
}

/**
 * Renders the app at `path` (relative to the journal prefix: '/archives/paperlist?year=...') in
 * the browser: loaders fill the browser's own cache, as a client loader does.
 */
export function renderList(path: string, options: RenderListOptions = {}) {
  const queryClient = newQueryClient();
  const queries = options.queries ?? journalQueries(options);
  const router = createMemoryRouter(
    listRoutes({ queries, queryClientForRequest: () => queryClient }),
    {
      basename,
      initialEntries: [withPrefix(prefix, path)],
    },
  );
  const user = userEvent.setup();
  // Router updates render synchronously here: concurrent rendering is several times slower in
  // jsdom, and what the tests check (links, forms, loaders, the cache) does not depend on it.
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} useTransitions={false} />
    </Providers>,
  );
  return { ...view, router, user, queryClient, queries };
}

/** The current location of a router, relative to the journal prefix ('/archives/paperlist?...'). */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  const relative = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return `${relative || '/'}${search}`;
}

/** An address as the browser sees it: under the journal prefix. */
export function underPrefix(path: string): string {
  return withPrefix(prefix, path);
}
