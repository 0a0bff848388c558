// Renders a React element to a complete HTML string with styled-components' rules for the page
// in <head>, under the response's CSP nonce. Waits for everything (onAllReady): readers and
// crawlers get the whole, styled page on the first byte, with no flash of unstyled content.
// Streaming is given up for that (docs/stack-notes.md, fix 2). The site's tokens and global
// styles are in its cached stylesheet; the components' rules are collected here per page.
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { FragmentSinkProvider, spliceFragments, type FragmentSink } from './cached-fragment.tsx';
import { reuseCompiledRules } from './compiled-style-rules.ts';
import { placeFragmentRules, withoutRehydration } from './fragment-rules.ts';

export interface RenderedHtml {
  html: string;
  /** True when a component threw while rendering inside the shell (the status becomes 500). */
  hadErrors: boolean;
}

/** styled-components' style tags with the nonce (base64: nothing in it needs escaping). */
function withNonceOnStyles(styleTags: string, nonce: string | undefined): string {
  return nonce ? styleTags.replaceAll('<style ', `<style nonce="${nonce}" `) : styleTags;
}

/**
 * The page's style tags: styled-components' sheet (with its rehydration markers only on a page
 * that hydrates: a page that does not runs no styled-components, and they are about a tenth of
 * its HTML), then, on a page that hydrates, the rules only its cached fragments use.
 */
function styleTagsOf(
  sheet: ServerStyleSheet,
  fragments: FragmentSink,
  { hydrates, nonce }: { hydrates: boolean; nonce: string | undefined },
): string {
  const fragmentsOnly = placeFragmentRules(sheet.instance, fragments, hydrates);
  const styleTags = sheet.getStyleTags();
  const pageTags = hydrates ? styleTags : withoutRehydration(styleTags);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const fragmentsTag = fragmentsOnly ? `<style${nonceAttribute}>${fragmentsOnly}</style>` : '';
  return withNonceOnStyles(pageTags, nonce) + fragmentsTag;
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

const modulePreloadLink = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * React Router's <Scripts> preloads every module of a page that hydrates, and React hoists those
 * links to the top of the head. The browser then fetches and compiles some 160 KB of JavaScript
 * while it parses, lays out and paints the page, on a phone's one or two cores. The HTML is
 * complete and readable without them, so the server leaves them out: the modules load once the
 * document is parsed, from the module script at the end of the body and its imports, and the
 * first paint never waits on them (docs/adr/022-hydration-modules-after-the-document.md). React
 * Router gives <Scripts> no such option, hence the removal of its exact tag.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(modulePreloadLink, '');
}

export function renderHtml(
  element: ReactElement,
  {
    timeoutMs,
    nonce,
    hydrates = true,
    onError,
  }: {
    timeoutMs: number;
    /** Whether the page hydrates: only then its styles keep styled-components' markers. */
    hydrates?: boolean;
    /** The response's CSP nonce, for React's inline scripts, JSON-LD and the style tags. */
    nonce?: string | undefined;
    onError: (error: unknown) => void;
  },
): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  reuseCompiledRules(sheet.instance);
  const fragments: FragmentSink = { rules: [], hydratedRules: [], slots: [] };
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
      try {
        const body = withoutModulePreloads(
          withNonceOnJsonLd(
            spliceFragments(Buffer.concat(chunks).toString('utf8'), fragments),
            nonce,
          ),
        );
        const styles = styleTagsOf(sheet, fragments, { hydrates, nonce });
        const html = body.includes('</head>') ? body.replace('</head>', `${styles}</head>`) : body;
        resolve({ html, hadErrors });
      } catch (error) {
        reject(error);
      } finally {
        sheet.seal();
      }
    });

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<FragmentSinkProvider sink={fragments}>{element}</FragmentSinkProvider>),
      {
        ...(nonce ? { nonce } : {}),
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          sheet.seal();
          reject(error);
        },
        onError(error) {
          hadErrors = true;
          onError(error);
        },
      },
    );
    const timer = setTimeout(
      () => abort(new Error(`Rendering took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
}
