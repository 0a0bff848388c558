// The router context a page renders with. A page that does not hydrate (no matched route's
// handle opts in: @journals/site-kit/ui/document/hydration) renders no <Scripts />, so the
// stream of its loader data for the client (React Router's <script>s feeding
// window.__reactRouterContext) is left out too: the page then has no script but its JSON-LD.
import { pageHydrates } from '@journals/site-kit/ui/document/hydration';
import type { EntryContext } from 'react-router';

/** Whether the page this context renders hydrates, by the same rule as the root's document. */
export function contextHydrates(context: EntryContext, url: URL): boolean {
  const matches = context.staticHandlerContext.matches.map((match) => ({
    handle: match.route.handle as unknown,
  }));
  return pageHydrates(matches, url);
}

/** The context to render: without the client's data stream when the page does not hydrate. */
export function renderContext(context: EntryContext, url: URL): EntryContext {
  const { serverHandoffStream, ...withoutStream } = context;
  if (!serverHandoffStream || contextHydrates(context, url)) return context;
  void serverHandoffStream.cancel().catch(() => undefined);
  return withoutStream;
}
