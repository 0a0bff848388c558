// Global setup (plain Node): the site stylesheet a journal's build writes (the design system's
// component CSS, then `journalStylesheets`: site-kit's, paper-list's and journal-site's own),
// given to test/static-styles.setup.ts, which puts it in every test page's <head>.
import { siteAssets } from '@journals/design-system/vite';
import type { TestProject } from 'vitest/node';
import { journalStylesheets } from '../src/vite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The minified CSS of INDJECE's `assets/site-indjece-<hash>.css`. */
    siteStylesheet: string;
  }
}

export default function setup(project: TestProject) {
  project.provide('siteStylesheet', siteAssets('indjece', journalStylesheets).stylesheet.source);
}
