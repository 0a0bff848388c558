// The server's paper cards (docs/adr/026-one-render-once-mechanism.md): each card of a list as
// server HTML rendered once per paper version and reused (@journals/ssr/rendered-once, mode
// 'hydrated'), so a list page's render is its heading, selectors, search and pager. The browser
// hydrates the cards as it renders them in place. The key holds everything a card shows, so a
// paper changed in the API gets a new card. Server only: the list route passes it under
// `import.meta.env.SSR`.
import type { CachedPaperCard } from '@journals/paper-list/screen';
import { RenderedOnce } from '@journals/ssr/rendered-once';
import { site } from 'journal-site:config';

export const cachedPaperCard: CachedPaperCard = (card, cacheKey) => (
  <RenderedOnce site={site.id} name="paper-card" settingsKey={cacheKey} hydrating="hydrated">
    {card}
  </RenderedOnce>
);
