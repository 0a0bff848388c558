import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // With the trailing slash, as Vite's base (see docs/stack-notes.md, fix 3).
  basename: '/indjece/',
} satisfies Config;
