// Resource route /share-image.png: the journal's share image for Open Graph and Twitter cards.
import { shareImageResponse } from '@journals/site-kit/server/discovery/share-image-route.server.ts';
import { site } from 'journal-site:config';

export function loader() {
  return shareImageResponse(site);
}
