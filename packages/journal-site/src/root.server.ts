// The root loader: the data every page shares (origin, contact, current-issue link).
import { currentIssueHref } from '@journals/paper-list/model';
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { siteWithEnvironment } from './config/site-environment.server.ts';
import type { RootData } from './root-data.ts';
import { serverApi } from './server/journal-api.server.ts';
import { publicOrigin } from './server/public-origin.server.ts';

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const configured = siteWithEnvironment(site);
  // Without archive data the header's Current Issue link stays on the plain index (spec).
  const archive = await serverApi(site)
    .client.archiveIndex()
    .catch(() => null);
  return {
    origin: publicOrigin(request),
    contact: configured.contact,
    editorialLogin: configured.editorialLogin,
    currentIssueHref: currentIssueHref(archive),
  };
}
