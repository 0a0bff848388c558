// The Vite config every site app uses: prefix, React Router, the SSR fixes of this stack.
import { siteAssetsPlugin } from '@journals/design-system/vite';
import { siteConfigs, type SiteId } from '@journals/site-config';
import { reactRouter } from '@react-router/dev/vite';
import type { AliasOptions, UserConfig } from 'vite';
import { base64Files } from './vite-base64.ts';
import { enhancementScripts } from './vite-enhance.ts';

export interface SiteAppOptions {
  /** The site's URL prefix with its trailing slash: '/' or e.g. '/indjece/'. */
  prefix: '/' | `/${string}/`;
  /** Module aliases the app needs (a journal's `journal-site:config`). */
  alias?: AliasOptions;
}

/** The site served under a prefix. */
function siteAt(prefix: string): SiteId {
  const site = Object.values(siteConfigs).find((config) => config.prefix === prefix);
  if (!site) throw new Error(`No site of @journals/site-config has the prefix ${prefix}`);
  return site.id as SiteId;
}

export function siteAppViteConfig({ prefix, alias = [] }: SiteAppOptions): UserConfig {
  return {
    // Trailing slash required: without it asset URLs break and prerendering fails silently.
    base: prefix,
    // The site's stylesheet and the icon sprite as hashed files (virtual:site-assets).
    // Routes' enhancement scripts (`?enhance`) as hashed standalone files.
    plugins: [
      base64Files(),
      enhancementScripts(),
      siteAssetsPlugin({ site: siteAt(prefix) }),
      reactRouter(),
    ],
    resolve: { alias },
    // Every styled component gets a componentId from its file and place (Oxc's styled-components
    // transform), so the server and the browser name its class alike whatever modules each build
    // holds (the browser's has no frame, ADR 026): the browser then reuses the server's rules
    // instead of compiling and inserting them again while it hydrates. No display names: they
    // would lengthen every class attribute of the HTML.
    oxc: {
      plugins: {
        styledComponents: {
          displayName: false,
          fileName: false,
          ssr: true,
          minify: true,
          pure: true,
        },
      },
    },
    // styled-components has no exports map: bundle it into the server build.
    ssr: { noExternal: ['styled-components'] },
    server: { host: '127.0.0.1' },
  };
}
