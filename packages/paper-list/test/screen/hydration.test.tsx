// Server render and hydration: the server's loader fills a per-request cache with loadPaperList,
// renderToString renders the screen inside HydrationBoundary with the dehydrated cache; the
// browser then hydrates the same HTML from the loader data and asks the API nothing.
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  basename,
  journalQueries,
  listRoutes,
  newQueryClient,
  Providers,
  searchTerms,
  underPrefix,
} from './support/list-app.tsx';

interface Rendered {
  html: string;
  /** The loader data as the HTML carries it (serialized). */
  loaderData: Record<string, unknown>;
}

/** What the app's server does for a document request. */
async function serverRender(path: string): Promise<Rendered> {
  const routes = listRoutes({
    queries: journalQueries(),
    queryClientForRequest: newQueryClient,
    dehydrateCache: true,
  });
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://journal.example${underPrefix(path)}`));
  if (context instanceof Response) throw new Error(`the server answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers queryClient={newQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  return {
    html,
    loaderData: JSON.parse(JSON.stringify(context.loaderData)) as Record<string, unknown>,
  };
}

function cardTitles(root: ParentNode): string[] {
  return [...root.querySelectorAll('article h2')].map((title) => title.textContent ?? '');
}

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

describe('a server-rendered list', () => {
  it.each([
    ['/archives/paperlist?year=2025&volume=2&issue=3&page=2', 'Volume 2, Issue 3 (2025)'],
    [
      `/current-issue/paperlist?year=2026&volume=3&issue=5&search=${searchTerms.common}`,
      'Volume 3, Issue 5 (2026)',
    ],
    ['/thesis/paperlist?year=2025&volume=2', 'Volume 2, Year 2025'],
  ])('%s hydrates in the browser without a request', async (path, heading) => {
    // Arrange: the server's answer, as the browser receives it.
    const { html, loaderData } = await serverRender(path);
    const server = document.createElement('div');
    server.innerHTML = html;
    const serverTitles = cardTitles(server);
    expect(server.querySelector('h1')?.textContent).toBe(heading);
    expect(serverTitles.length).toBeGreaterThan(0);
    // Share needs JavaScript: the server offers no such button.
    expect(
      [...server.querySelectorAll('button')].map((button) => button.textContent),
    ).not.toContain('Share');

    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const queryClient = newQueryClient();
    const router = createMemoryRouter(
      listRoutes({ queries: journalQueries(), queryClientForRequest: () => queryClient }),
      { basename, initialEntries: [underPrefix(path)], hydrationData: { loaderData } },
    );
    const recoverableErrors: unknown[] = [];

    // Act: hydrate.
    await act(async () => {
      const root = hydrateRoot(
        container,
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
      unmount = () => root.unmount();
    });

    // Assert: no request, no mismatch, the same list.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(cardTitles(container)).toEqual(serverTitles);
    expect(within(container).getAllByRole('article')).toHaveLength(serverTitles.length);
    expect(within(container).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
