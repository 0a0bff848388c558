// Renders a React element to a complete HTML document with styled-components' rules for the page
// in <head>, as the bytes of the response, with what the page runs for its Content-Security-Policy
// (./page-scripts.ts). Its passes over the
// HTML work on a byte string (./byte-string.ts). Waits for everything (onAllReady): readers and
// crawlers get the whole, styled page on the first byte, with no flash of unstyled content.
// Streaming is given up for that (docs/stack-notes.md, fix 2). The site's tokens and global
// styles are in its cached stylesheet; the components' rules are collected here per page.
import { Buffer } from 'node:buffer';
import { Writable } from 'node:stream';
import type { PageScripts } from '@journals/app-server/security-headers';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { byteStringOf, bytesOf, type ByteString } from './byte-string.ts';
import { FragmentSinkProvider, spliceFragments, type FragmentSink } from './cached-fragment.tsx';
import { reuseCompiledRules } from './compiled-style-rules.ts';
import { readPageScripts } from './page-scripts.ts';
import { pageStyleTags } from './page-style-tags.ts';

export interface RenderedHtml {
  /** The document's UTF-8 bytes, for the response. */
  body: Buffer<ArrayBuffer>;
  /** The document as text (for tests). */
  readonly html: string;
  /** True when a component threw while rendering inside the shell (the status becomes 500). */
  hadErrors: boolean;
  /** The page's inline scripts by hash and whether it loads script files, for its policy. */
  scripts: PageScripts;
}

const modulePreloadLink = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * React Router's <Scripts> preloads every module of a page that hydrates, and React hoists those
 * links to the top of the head (the only part of the page this looks at). The browser then
 * fetches and compiles some 160 KB of JavaScript while it parses, lays out and paints the page,
 * on a phone's one or two cores. The HTML is complete and readable without them, so the server
 * leaves them out: the modules load once the document is parsed, from the module script at the
 * end of the body and its imports, and the first paint never waits on them
 * (docs/adr/022-hydration-modules-after-the-document.md). React Router gives <Scripts> no such
 * option, hence the removal of its exact tag.
 */
function withoutModulePreloads(head: ByteString): ByteString {
  return head.replace(modulePreloadLink, '') as ByteString;
}

/** The page: its head without module preloads and with its style tags at the end, then its body. */
function finishedPage(page: ByteString, styles: ByteString): ByteString {
  const headEnd = page.indexOf('</head>');
  if (headEnd === -1) return withoutModulePreloads(page);
  return (withoutModulePreloads(page.slice(0, headEnd) as ByteString) +
    styles +
    page.slice(headEnd)) as ByteString;
}

export function renderHtml(
  element: ReactElement,
  {
    timeoutMs,
    hydrates = true,
    onError,
  }: {
    timeoutMs: number;
    /** Whether the page hydrates: only then its styles keep styled-components' markers. */
    hydrates?: boolean;
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
        const page = spliceFragments(byteStringOf(Buffer.concat(chunks)), fragments);
        const finished = finishedPage(page, pageStyleTags(sheet, fragments, { hydrates }));
        const body = bytesOf(finished);
        resolve({
          body,
          scripts: readPageScripts(finished),
          get html() {
            return body.toString('utf8');
          },
          hadErrors,
        });
      } catch (error) {
        reject(error);
      } finally {
        sheet.seal();
      }
    });

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<FragmentSinkProvider sink={fragments}>{element}</FragmentSinkProvider>),
      {
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
