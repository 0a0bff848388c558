import { siteKitStylesheets } from '@journals/site-kit/stylesheets';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig, mergeConfig } from 'vite';

// The static CSS of the site stylesheet, after the design system's: site-kit's (the content
// pages' heading and blocks, the contact form). The publisher's own rules are styled components:
// styled-components has no exports map, so the server build bundles it (Node's ESM import of it
// fails).
export default defineConfig(
  mergeConfig(siteAppViteConfig({ prefix: '/', stylesheets: siteKitStylesheets }), {
    ssr: { noExternal: ['styled-components'] },
  }),
);
