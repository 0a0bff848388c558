// Where the styled-components rules of a page's cached fragments go
// (docs/adr/026-one-render-once-mechanism.md).
//
// A page that does not hydrate gets them in its one style sheet, as if it had rendered the parts
// in place. A page that hydrates keeps in styled-components' sheet only the rules of components
// its own render uses too; the rules only the fragments use (the journal frame, RenderedOnce's
// islands, which the browser never renders) go into a plain <style> after it, without
// rehydration markers, so the browser's styled-components neither parses nor re-inserts them
// while it starts. The rules of a fragment the browser hydrates (a list's paper cards) are the
// page's own.
import { ServerStyleSheet } from 'styled-components';
import type { RuleSheet } from './compiled-style-rules.ts';

/** One styled component's rules under one class name, as the style sheet takes them. */
export type StyleRules = readonly [id: string, name: string, rules: string[]];

/** The members of styled-components' StyleSheet used here. */
export interface PageSheet extends RuleSheet {
  /** The class names of each component id the sheet holds. */
  names: ReadonlyMap<string, ReadonlySet<string>>;
  toString(): string;
}

const rehydrationMarker = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g;
const ruleSeparator = /\/\*!sc\*\/\n?/g;

/**
 * CSS as styled-components writes it, without what its browser side reads to take the rules
 * over: a marker rule per component (`data-styled.g12[id="sc-x"]{content:"a,"}`) and a separator
 * after every rule.
 */
export function withoutRehydration(css: string): string {
  return css.replace(rehydrationMarker, '').replace(ruleSeparator, '');
}

function insertMissing(sheet: RuleSheet, [id, name, rules]: StyleRules): void {
  if (!sheet.hasNameForId(id, name)) sheet.insertRules(id, name, rules);
}

/**
 * Adds the fragments' rules to the page's sheet; on a page that hydrates, only those of
 * components the page or a hydrated fragment renders. Returns the others (none on a page that
 * does not hydrate), for `plainCss`.
 */
export function placeFragmentRules(
  page: PageSheet,
  {
    rules,
    hydratedRules,
  }: {
    /** Of fragments the browser never renders. */
    rules: readonly StyleRules[];
    /** Of fragments the browser hydrates. */
    hydratedRules: readonly StyleRules[];
  },
  hydrates: boolean,
): StyleRules[] {
  for (const entry of hydratedRules) insertMissing(page, entry);
  if (!hydrates) {
    for (const entry of rules) insertMissing(page, entry);
    return [];
  }
  const pageIds = new Set(page.names.keys());
  const apart: StyleRules[] = [];
  for (const entry of rules) {
    if (pageIds.has(entry[0])) insertMissing(page, entry);
    else apart.push(entry);
  }
  return apart;
}

/** The CSS of some rules, once each, in styled-components' order of components, without markers. */
export function plainCss(rules: readonly StyleRules[]): string {
  if (rules.length === 0) return '';
  const sheet = new ServerStyleSheet();
  try {
    for (const entry of rules) insertMissing(sheet.instance, entry);
    return withoutRehydration(sheet.instance.toString());
  } finally {
    sheet.seal();
  }
}
