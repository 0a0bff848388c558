// Renders a React element to a complete HTML string. Waits for everything (onAllReady): readers
// and crawlers get the whole page on the first byte. Every style rule is in the site's cached
// stylesheet (docs/adr/015-static-styles-and-icon-sprite.md), so nothing is added to the head.
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** True when a component threw while rendering inside the shell (the status becomes 500). */
  hadErrors: boolean;
}

const jsonLdTag = '<script type="application/ld+json">';

/**
 * React Router's <Meta> writes JSON-LD without a nonce. Browsers do not run these data blocks,
 * so the policy does not need it, but every script tag of the page then carries it. The JSON in
 * them has its '<' escaped, so the tag text can only be markup.
 */
function withNonceOnJsonLd(html: string, nonce: string | undefined): string {
  return nonce
    ? html.replaceAll(jsonLdTag, `<script type="application/ld+json" nonce="${nonce}">`)
    : html;
}

const modulePreloadTag = '<link rel="modulepreload"';

/**
 * React Router's <Scripts> preloads the modules of a page that hydrates, and React hoists those
 * links to the top of the head, where a phone on a slow network would fetch 15-20 scripts at high
 * priority next to the stylesheet the first paint waits for. The text is readable without them
 * (the HTML is complete), so they are fetched at low priority: the stylesheet and the images
 * first, hydration right after. React Router gives the links no such prop, hence the rewrite of
 * its exact tag.
 */
function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll(modulePreloadTag, `${modulePreloadTag} fetchpriority="low"`);
}

export function renderHtml(
  element: ReactElement,
  {
    timeoutMs,
    nonce,
    onError,
  }: {
    timeoutMs: number;
    /** The response's CSP nonce, for React's inline scripts and JSON-LD. */
    nonce?: string | undefined;
    onError: (error: unknown) => void;
  },
): Promise<RenderedHtml> {
  return new Promise<RenderedHtml>((resolve, reject) => {
    let hadErrors = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      const html = withLowPriorityModulePreloads(
        withNonceOnJsonLd(Buffer.concat(chunks).toString('utf8'), nonce),
      );
      resolve({ html, hadErrors });
    });

    const { pipe, abort } = renderToPipeableStream(element, {
      ...(nonce ? { nonce } : {}),
      onAllReady() {
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        hadErrors = true;
        onError(error);
      },
    });
    const timer = setTimeout(
      () => abort(new Error(`Rendering took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
}
