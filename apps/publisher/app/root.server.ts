// The root loader: the data every page shares (public origin, contact, editorial login).
import { siteRootData } from '@journals/site-kit/server/root-data.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from './site.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return siteRootData(site, request);
}
