// A page's style tags: styled-components' sheet of the page's components (with its rehydration
// markers only on a page that hydrates: a page that does not runs no styled-components, and they
// are about a tenth of its HTML), then, on a page that hydrates, the rules only its cached
// fragments use, as plain CSS (fragment-rules.ts,
// docs/adr/026-one-render-once-mechanism.md).
//
// Pages of a kind render the same components under the same class names, and a class name is the
// hash of its rules, so the tags follow from the (component, class names) the sheet holds: they
// are written once per such set and kept, as a byte string (./byte-string.ts).
import { LRUCache } from 'lru-cache';
import type { ServerStyleSheet } from 'styled-components';
import { toByteString, type ByteString } from './byte-string.ts';
import {
  placeFragmentRules,
  plainCss,
  withoutRehydration,
  type StyleRules,
} from './fragment-rules.ts';

interface PageCss {
  /** styled-components' tag of the page ('' for a page without rules). */
  pageTag: ByteString;
  /** The tag of the rules only cached fragments use ('' for none). */
  apartTag: ByteString;
}

/** Bytes of CSS kept for the process (a page's is 20-40 KB; a site has a few dozen kinds). */
export const pageCssCacheBytes = 8 * 1024 * 1024;

const keptCss = new LRUCache<string, PageCss>({
  maxSize: pageCssCacheBytes,
  sizeCalculation: (css, key) => (css.pageTag.length + css.apartTag.length + key.length) * 2,
});

/** What the page's CSS follows from: its components' class names, and those kept apart. */
function cssKey(
  names: ReadonlyMap<string, ReadonlySet<string>>,
  apart: readonly StyleRules[],
  hydrates: boolean,
): string {
  let key = hydrates ? 'hydrates\n' : 'static\n';
  for (const [id, classNames] of names) key += `${id} ${[...classNames].join(' ')}\n`;
  key += 'apart\n';
  for (const [id, name] of apart) key += `${id} ${name}\n`;
  return key;
}

export function pageStyleTags(
  sheet: ServerStyleSheet,
  fragments: { rules: readonly StyleRules[]; hydratedRules: readonly StyleRules[] },
  { hydrates }: { hydrates: boolean },
): ByteString {
  const apart = placeFragmentRules(sheet.instance, fragments, hydrates);
  const key = cssKey(sheet.instance.names, apart, hydrates);
  let css = keptCss.get(key);
  if (!css) {
    const tags = sheet.getStyleTags();
    const apartCss = plainCss(apart);
    css = {
      pageTag: toByteString(hydrates ? tags : withoutRehydration(tags)),
      apartTag: toByteString(apartCss ? `<style>${apartCss}</style>` : ''),
    };
    keptCss.set(key, css);
  }
  return (css.pageTag + css.apartTag) as ByteString;
}
