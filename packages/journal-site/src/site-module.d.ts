/// <reference types="@journals/design-system/site-assets" />
/// <reference types="@journals/site-kit/build-time/enhance-scripts" />
// The journal an app serves. Each app's Vite config aliases this module to its `app/site.ts`
// (see src/vite.ts), so the shared route modules read the right config on server and client.
declare module 'journal-site:config' {
  import type { JournalSiteConfig } from '@journals/site-config';

  export const site: JournalSiteConfig;
}
