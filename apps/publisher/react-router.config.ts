import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The publisher site takes every path the journal prefixes do not.
  basename: '/',
} satisfies Config;
