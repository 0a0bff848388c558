// Global setup (plain Node): the site stylesheet a journal's build writes for this package (the
// design system's component CSS, then paper-list's `src/**/*.css`), given to the tests' setup,
// which puts it in every test page's <head>.
import { siteAssets } from '@journals/design-system/vite';
import type { TestProject } from 'vitest/node';
import { paperListStylesheets } from '../../../src/stylesheets.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The minified CSS of `assets/site-indjece-<hash>.css` as far as this package needs it. */
    siteStylesheet: string;
  }
}

export default function setup(project: TestProject) {
  project.provide('siteStylesheet', siteAssets('indjece', paperListStylesheets).stylesheet.source);
}
