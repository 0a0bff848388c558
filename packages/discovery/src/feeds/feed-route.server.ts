// The answer of the feed route: /feeds/<latest|current-issue>.<rss|atom>, kept for a quarter of
// an hour per journal, feed and origin; 404 for another name, 503 while the API is down.
import { logFailure } from '@journals/site-kit/server/errors/api-unavailable.server.ts';
import { unavailableResponse } from '@journals/site-kit/server/discovery/text-response.server.ts';
import { publicOrigin } from '@journals/site-kit/server/config/public-origin.server.ts';
import type { JournalSource } from '../journal-source.ts';
import { TimedCache } from '../timed-cache.ts';
import { feedNames, feedPapers, type FeedName } from './feed-papers.server.ts';
import { feedContentTypes, journalFeed, type FeedFormat } from './journal-feed.server.ts';

const documents = new TimedCache<string>(15 * 60_000, 50);

export function parseFeedFile(file: string): { feed: FeedName; format: FeedFormat } | null {
  const match = /^([a-z-]+)\.(rss|atom)$/.exec(file);
  const feed = feedNames.find((name) => name === match?.[1]);
  return feed && match ? { feed, format: match[2] as FeedFormat } : null;
}

export async function feedResponse(
  { site, client }: JournalSource,
  request: Request,
  file: string,
): Promise<Response> {
  const wanted = parseFeedFile(file);
  if (!wanted) return new Response('Not Found\n', { status: 404 });
  const origin = publicOrigin();
  try {
    const body = await documents.get(`${site.id} ${origin} ${file}`, async () => {
      const feed = journalFeed(site, origin, wanted.feed, await feedPapers(client, wanted.feed));
      return wanted.format === 'rss' ? feed.rss2() : feed.atom1();
    });
    return new Response(body, {
      headers: {
        'Content-Type': feedContentTypes[wanted.format],
        'Cache-Control': 'public, max-age=900',
      },
    });
  } catch (error) {
    logFailure('The feed could not be built', error);
    return unavailableResponse();
  }
}
