import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // With the trailing slash, as Vite's base (see STACK-NOTES, fix 3).
  basename: '/indjeee/',
} satisfies Config;
