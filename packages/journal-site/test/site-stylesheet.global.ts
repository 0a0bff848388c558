// Global setup (plain Node): the site stylesheet the journal's build writes (the tokens, the
// global reset and the design system's component CSS), given to test/static-styles.setup.ts,
// which puts it in every test page's <head>; the journal's components inject their styled rules
// after it. The journal is the project's JOURNAL_SITE.
import { siteAssets } from '@journals/design-system/vite';
import { journalNamed } from '@journals/site-config';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The minified CSS of the journal's `assets/site-<journal>-<hash>.css`. */
    siteStylesheet: string;
  }
}

export default function setup(project: TestProject) {
  const journal = journalNamed(project.config.env.JOURNAL_SITE);
  project.provide('siteStylesheet', siteAssets(journal.id).stylesheet.source);
}
