import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Every route is in the first page's manifest: no /__manifest request on a
  // click, whose lazy discovery could leave a navigation hanging (ADR 025).
  routeDiscovery: { mode: 'initial' },
  // With the trailing slash, as Vite's base (see docs/stack-notes.md, fix 3).
  basename: '/indjece/',
} satisfies Config;
