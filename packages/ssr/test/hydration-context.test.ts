// The context a page renders with: the loader data stream for the browser only on a page that
// hydrates, by the rule of the root's document.
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contextHydrates, renderContext } from '../src/hydration-context.ts';

function contextOf(handles: unknown[]): { context: EntryContext; cancelled: () => boolean } {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    cancel() {
      cancelled = true;
    },
  });
  const context = {
    staticHandlerContext: { matches: handles.map((handle) => ({ route: { handle } })) },
    serverHandoffStream: stream,
  } as unknown as EntryContext;
  return { context, cancelled: () => cancelled };
}

const url = new URL('http://journals.example/indjece/ethics');

describe('renderContext', () => {
  it('leaves out (and cancels) the data stream of a page no route opts into hydration', async () => {
    const { context, cancelled } = contextOf([undefined, { background: 'plain' }]);
    expect(contextHydrates(context, url)).toBe(false);
    const rendered = renderContext(context, url);
    expect(rendered.serverHandoffStream).toBeUndefined();
    expect(rendered.staticHandlerContext).toBe(context.staticHandlerContext);
    await Promise.resolve();
    expect(cancelled()).toBe(true);
  });

  it('keeps the context of a page that hydrates as it is', () => {
    const { context, cancelled } = contextOf([{ hydrate: false }, { hydrate: true }]);
    expect(renderContext(context, url)).toBe(context);
    expect(cancelled()).toBe(false);
  });

  it("asks a route's rule about the query of the request", () => {
    const rule = ({ search }: { search: string }) => search.includes('target=');
    const { context } = contextOf([undefined, { hydrate: rule }]);
    expect(contextHydrates(context, url)).toBe(false);
    expect(contextHydrates(context, new URL('?target=plagiarism-policy', url))).toBe(true);
  });
});
