// Resource route /feeds/:file: RSS 2.0 and Atom feeds of the current issue and the latest papers
// (latest.rss, latest.atom, current-issue.rss, current-issue.atom).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { feedResponse } from '../../discovery/feeds/feed-route.server.ts';

export function loader({ request, params }: LoaderFunctionArgs) {
  return feedResponse(site, request, params.file ?? '');
}
