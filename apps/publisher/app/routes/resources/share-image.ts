// Resource route /share-image.png: the publisher's share image (Open Graph, Twitter cards).
import { shareImageResponse } from '@journals/site-kit/server/discovery/share-image-route.server.ts';
import { site } from '../../site.ts';

export function loader() {
  return shareImageResponse(site);
}
