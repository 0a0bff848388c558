// Loader of the text pages: the page of @journals/content the route's path names
// (text-pages.ts), built with the config the server runs with (the contact details and editorial
// login after the environment's overrides, as the root's data gives every page). No API call: a
// text page answers while the API is down.
import type { ContentPage } from '@journals/content';
import { siteWithEnvironment } from '@journals/site-kit/server/config/site-environment.server.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { textPageOf } from './text-pages.ts';

export function loader({ pattern }: Pick<LoaderFunctionArgs, 'pattern'>): ContentPage {
  const build = textPageOf(pattern);
  if (!build) throw new Error(`No text page is mounted at ${pattern}`);
  const { contact, editorialLogin } = siteWithEnvironment(site);
  return build({ ...site, contact, editorialLogin });
}
