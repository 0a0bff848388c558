// Global setup (plain Node): the site stylesheet a journal's build writes (the tokens, the global
// reset and the design system's component CSS), given to the tests' setup, which puts it in every
// test page's <head>. The list screen's own rules are styled components: they inject theirs.
import { siteAssets } from '@journals/design-system/vite';
import type { TestProject } from 'vitest/node';
import { journalUnderTest } from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The minified CSS of the journal's `assets/site-<id>-<hash>.css`. */
    siteStylesheet: string;
  }
}

export default function setup(project: TestProject) {
  const site = journalUnderTest(project.config.env);
  project.provide('siteStylesheet', siteAssets(site).stylesheet.source);
}
