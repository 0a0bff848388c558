// The journal's shared walk (see shared-walk.ts), one per API client and process, kept for
// 15 minutes: the sitemaps, the OAI-PMH provider and the feeds read it.
import type { ApiClient } from '@journals/api-client';
import { walkJournal, type WalkItem } from './archive-walk.server.ts';
import type { JournalSource } from './journal-source.ts';
import { SharedWalk } from './shared-walk.ts';

export const walkMaxAgeMs = 15 * 60_000;

const walks = new Map<ApiClient, SharedWalk<WalkItem>>();

export function journalWalk({ client, staticPagePaths }: JournalSource): SharedWalk<WalkItem> {
  let walk = walks.get(client);
  if (!walk) {
    walk = new SharedWalk(() => walkJournal(client, staticPagePaths), { maxAgeMs: walkMaxAgeMs });
    walks.set(client, walk);
  }
  return walk;
}
