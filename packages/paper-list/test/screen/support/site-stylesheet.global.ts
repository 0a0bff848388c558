// Global setup (plain Node): the site stylesheet a journal's build writes (the tokens, the global
// reset and the design system's component CSS), given to the tests' setup, which puts it in every
// test page's <head>. The list screen's own rules are styled components: they inject theirs.
import { siteAssets } from '@journals/design-system/vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The minified CSS of `assets/site-indjece-<hash>.css`. */
    siteStylesheet: string;
  }
}

export default function setup(project: TestProject) {
  project.provide('siteStylesheet', siteAssets('indjece').stylesheet.source);
}
