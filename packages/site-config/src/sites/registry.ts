// Every site, in the order they are served, listed and seeded: the publisher first, then each
// journal section. SiteId, the site list of `pnpm start`, nginx, the reference API and the
// benchmarks all come from here. `pnpm gen:journal` adds a journal (an import and an entry).
import { indjece } from './indjece.ts';
import { indjeee } from './indjeee.ts';
import { publisher } from './publisher.ts';

export const siteConfigs = {
  publisher,
  indjeee,
  indjece,
};
