// Global setup (plain Node): the site stylesheet a journal's build writes (the tokens, the global
// reset and the design system's component CSS), given to test/static-styles.setup.ts, which puts
// it in every test page's <head>; the journal's components inject their styled rules after it.
import { siteAssets } from '@journals/design-system/vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The minified CSS of INDJECE's `assets/site-indjece-<hash>.css`. */
    siteStylesheet: string;
  }
}

export default function setup(project: TestProject) {
  project.provide('siteStylesheet', siteAssets('indjece').stylesheet.source);
}
