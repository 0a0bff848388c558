// Resource route /feeds/:file: RSS 2.0 and Atom feeds of the current issue and the latest papers
// (latest.rss, latest.atom, current-issue.rss, current-issue.atom).
import type { LoaderFunctionArgs } from 'react-router';
import { site } from 'journal-site:config';
import { feedResponse } from '@journals/discovery/feeds/feed-route.server';
import { discoverySource } from '../../server/discovery-source.server.ts';

export function loader({ request, params }: LoaderFunctionArgs) {
  return feedResponse(discoverySource(site), request, params.file ?? '');
}
