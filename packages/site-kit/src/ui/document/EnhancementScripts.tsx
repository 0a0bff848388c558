// The module scripts of a page that does not hydrate (./enhancement.ts), with the response's CSP
// nonce: the one React Router's <Scripts /> would use (the server entry gives it to ServerRouter,
// which hands it to the document through the framework context).
import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useLocation, useMatches } from 'react-router';
import { pageEnhancements } from './enhancement.ts';

export function EnhancementScripts() {
  const matches = useMatches();
  const location = useLocation();
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return pageEnhancements(matches, location).map((src) => (
    <script key={src} type="module" src={src} nonce={nonce} />
  ));
}
