// The module scripts of a page that does not hydrate (./enhancement.ts): files of the site, which
// the page's Content-Security-Policy allows by 'self'.
import { useLocation, useMatches } from 'react-router';
import { pageEnhancements } from './enhancement.ts';

export function EnhancementScripts() {
  const matches = useMatches();
  const location = useLocation();
  return pageEnhancements(matches, location).map((src) => (
    <script key={src} type="module" src={src} />
  ));
}
