// The server's paper cards (docs/adr/023-paper-cards-rendered-once.md): each card of a list as
// server HTML rendered once per paper version and reused (@journals/ssr/cached-site-part), so a
// list page's render is its heading, selectors, search and pager. The browser hydrates the cards
// as it renders them in place. The key holds everything a card shows, so a paper changed in the
// API gets a new card. Server only: the list route passes it under `import.meta.env.SSR`.
import type { CachedPaperCard } from '@journals/paper-list/screen';
import { CachedSitePart } from '@journals/ssr/cached-site-part';
import { site } from 'journal-site:config';

export const cachedPaperCard: CachedPaperCard = (card, cacheKey) => (
  <CachedSitePart site={site.id} name="paper-card" settingsKey={cacheKey} hydrates>
    {card}
  </CachedSitePart>
);
