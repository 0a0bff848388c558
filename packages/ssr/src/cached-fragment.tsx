// Server HTML rendered once and reused: a part of the page that is the same on many pages (a
// journal's header, side column and footer: about two thirds of a page's rendering time). The
// part is rendered on its own root the first time a key is asked for, with its styled-components
// rules; every later page with that key gets the same HTML spliced in where the part goes, and
// its rules go to the page's style sheets (fragment-rules.ts). The output is the HTML the part
// renders in place, apart from the values of its React ids (its own root has its own
// `identifierPrefix`).
//
// The only way a part may depend on the page's address is the `aria-current` its menu links set
// on the current page (NavAnchor): a part is rendered once at an address none of its links
// points to, and again, under a key of its own, for each address one of its links points to.
//
// A part the browser hydrates (a list's paper card: RenderedOnce's 'hydrated' mode) must render in place exactly as it
// does here: its ids cannot come from `useId`, and its rules join the page's styled-components
// sheet, where the browser's styled-components finds them.
import { LRUCache } from 'lru-cache';
import { createContext, use, useContext, type ReactElement, type ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { toByteString, type ByteString } from './byte-string.ts';
import { reuseCompiledRules } from './compiled-style-rules.ts';
import type { StyleRules } from './fragment-rules.ts';

/** A resource React hoists into the head (an image the fragment loads eagerly). */
interface Preload {
  href: string;
  options: PreloadOptions;
}

export interface RenderedFragment {
  /** Its HTML, as renderHtml splices it into a page (./byte-string.ts). */
  html: ByteString;
  /** What React would have put into the page's head for the fragment, given again per page. */
  preloads: readonly Preload[];
  /** The rules of the fragment's styled components, for each page's sheet. */
  rules: readonly StyleRules[];
  /** The paths its links point to (normalised), each a page where its output differs. */
  linkPaths: ReadonlySet<string>;
}

/** A promise React's `use` reads at once once it is settled (its `status` and `value`). */
type FragmentThenable = Promise<RenderedFragment> & {
  status?: 'fulfilled';
  value?: RenderedFragment;
};

/** Bytes of HTML kept for the process (a journal's header, side column and footer: ~60 KB). */
export const fragmentCacheBytes = 16 * 1024 * 1024;

const rendered = new LRUCache<string, FragmentThenable>({
  maxSize: fragmentCacheBytes,
  // The HTML's bytes, and the key's at two a character (a card's key holds its paper).
  sizeCalculation: (fragment, key) =>
    Math.max(1, (fragment.value?.html.length ?? 0) + key.length * 2),
});
const pending = new Map<string, FragmentThenable>();

/** Where the fragments of the page being rendered go: their rules and their slots. */
export interface FragmentSink {
  /** The rules of the page's fragments, for its style sheets (fragment-rules.ts). */
  rules: StyleRules[];
  /** The rules of the fragments the browser hydrates: the page's own (fragment-rules.ts). */
  hydratedRules: StyleRules[];
  /** The HTML of each slot of the page, by its index (./byte-string.ts). */
  slots: ByteString[];
}

const FragmentSinkContext = createContext<FragmentSink | null>(null);

/** Lets the fragments of `children` be spliced into their page (renderHtml's side). */
export function FragmentSinkProvider({
  sink,
  children,
}: {
  sink: FragmentSink;
  children: ReactNode;
}) {
  return <FragmentSinkContext value={sink}>{children}</FragmentSinkContext>;
}

/** A path as links and locations are compared (NavAnchor's rule): no trailing slash, lower case. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return (bare.length > 1 ? bare.replace(/\/+$/, '') : bare).toLowerCase();
}

const hrefAttribute = /\shref="(\/[^"]*)"/g;

/** The same-site paths the links of some HTML point to. */
export function linkPathsOf(html: string): Set<string> {
  const paths = new Set<string>();
  for (const [, href = ''] of html.matchAll(hrefAttribute)) {
    if (!href.startsWith('//')) paths.add(normalisePath(href.replaceAll('&amp;', '&')));
  }
  return paths;
}

const leadingLink = /^<link ([^>]*?)\/?>/;
const attribute = /([A-Za-z-]+)="([^"]*)"/g;

/** React's name of a preload option for an attribute it writes. */
const preloadOptionOf: Record<string, keyof PreloadOptions> = {
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  crossorigin: 'crossOrigin',
  type: 'type',
  media: 'media',
  integrity: 'integrity',
  referrerpolicy: 'referrerPolicy',
};

const decodeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/**
 * A fragment's HTML and the preload links React wrote before it: on a root without <head>, what a
 * page's render puts into the head (React 19 preloads an image that loads eagerly) comes first.
 * Each page gets them back through react-dom's preload(), in the same group of the head, with the
 * same attributes (written in another order). Anything else of the head (a title, a stylesheet)
 * has no place in a cached fragment.
 */
function splitPreloads(rendered: string): { html: string; preloads: Preload[] } {
  const preloads: Preload[] = [];
  let html = rendered;
  for (let match = leadingLink.exec(html); match; match = leadingLink.exec(html)) {
    const attributes = new Map(
      [...(match[1] ?? '').matchAll(attribute)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        decodeAttribute(value),
      ]),
    );
    const href = attributes.get('href');
    const as = attributes.get('as');
    if (attributes.get('rel') !== 'preload' || !href || !as) {
      throw new Error(`A cached fragment renders an element of the head: ${match[0]}`);
    }
    const options = { as } as PreloadOptions;
    for (const [name, value] of attributes) {
      const option = preloadOptionOf[name];
      if (option) Object.assign(options, { [option]: value });
    }
    preloads.push({ href, options });
    html = html.slice(match[0].length);
  }
  return { html, preloads };
}

let rootCount = 0;

function renderFragment(element: ReactElement): RenderedFragment {
  const sheet = new ServerStyleSheet();
  const rules: StyleRules[] = [];
  const insert = sheet.instance.insertRules.bind(sheet.instance);
  sheet.instance.insertRules = (id, name, compiled) => {
    rules.push([id, name, compiled]);
    insert(id, name, compiled);
  };
  reuseCompiledRules(sheet.instance);
  try {
    rootCount += 1;
    const { html, preloads } = splitPreloads(
      renderToString(sheet.collectStyles(element), {
        identifierPrefix: `f${rootCount.toString(36)}-`,
      }),
    );
    return { html: toByteString(html), preloads, rules, linkPaths: linkPathsOf(html) };
  } finally {
    sheet.seal();
  }
}

/**
 * The fragment of `key`: settled when it is cached, otherwise rendered in a microtask, outside the
 * render of the page that asked (a root cannot be rendered inside another's render).
 */
function fragmentFor(key: string, element: () => ReactElement): Promise<RenderedFragment> {
  const done = rendered.get(key);
  if (done) return done;
  const waiting = pending.get(key);
  if (waiting) return waiting;
  const thenable: FragmentThenable = Promise.resolve().then(() => renderFragment(element()));
  pending.set(key, thenable);
  thenable.then(
    (fragment) => {
      thenable.status = 'fulfilled';
      thenable.value = fragment;
      pending.delete(key);
      rendered.set(key, thenable);
    },
    () => pending.delete(key),
  );
  return thenable;
}

/** The slot a fragment's HTML goes in: an element no page writes, with this process's token. */
const slotToken = `ssr-fragment-${Math.random().toString(36).slice(2, 10)}`;
const slotPattern = new RegExp(`<template data-${slotToken}="(\\d+)"></template>`, 'g');

/** A page's HTML with each slot replaced by its fragment's HTML. */
export function spliceFragments(html: ByteString, sink: FragmentSink): ByteString {
  if (sink.slots.length === 0) return html;
  return html.replace(
    slotPattern,
    (_slot, index: string) => sink.slots[Number(index)] ?? '',
  ) as ByteString;
}

export interface CachedFragmentProps {
  /** Everything the output depends on but the address: the part, the site, the data it shows. */
  cacheKey: string;
  /** The page's path, as the fragment's links write paths (with the site's prefix). */
  pathname: string;
  /** A path of the site none of the fragment's links points to. */
  elsewhere: string;
  /** The fragment's own root at a path: the part inside every provider it reads. */
  root: (pathname: string, part: ReactNode) => ReactElement;
  /** The part. */
  children: ReactNode;
  /**
   * The browser hydrates the part (default false: it never renders it). Its output must then not
   * depend on its root: no `useId`.
   */
  hydrates?: boolean;
}

/**
 * A part of the page as server HTML rendered once per key and address class. Outside renderHtml
 * (a unit test rendering the layout in the browser's way) it renders in place.
 */
export function CachedFragment({
  cacheKey,
  pathname,
  elsewhere,
  root,
  children,
  hydrates = false,
}: CachedFragmentProps) {
  const sink = useContext(FragmentSinkContext);
  if (!sink) return children;
  const away = use(fragmentFor(`${cacheKey}\n${elsewhere}`, () => root(elsewhere, children)));
  const path = normalisePath(pathname);
  const fragment = away.linkPaths.has(path)
    ? use(fragmentFor(`${cacheKey}\n${path}`, () => root(pathname, children)))
    : away;
  for (const { href, options } of fragment.preloads) preload(href, options);
  (hydrates ? sink.hydratedRules : sink.rules).push(...fragment.rules);
  const slot = sink.slots.push(fragment.html) - 1;
  return <template {...{ [`data-${slotToken}`]: slot }} />;
}
