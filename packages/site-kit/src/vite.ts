// The Vite config every site app uses: prefix, React Router, the SSR fixes of this stack.
import { reactRouter } from '@react-router/dev/vite';
import type { AliasOptions, UserConfig } from 'vite';
import { base64Files } from './vite-base64.ts';

export interface SiteAppOptions {
  /** The site's URL prefix with its trailing slash: '/' or e.g. '/indjece/'. */
  prefix: '/' | `/${string}/`;
  /** Module aliases the app needs (a journal's `journal-site:config`). */
  alias?: AliasOptions;
}

export function siteAppViteConfig({ prefix, alias = [] }: SiteAppOptions): UserConfig {
  return {
    // Trailing slash required: without it asset URLs break and prerendering fails silently.
    base: prefix,
    plugins: [base64Files(), reactRouter()],
    resolve: { alias },
    // styled-components has no exports map: bundle it into the server build.
    ssr: { noExternal: ['styled-components'] },
    server: { host: '127.0.0.1' },
  };
}
