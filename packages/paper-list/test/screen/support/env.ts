// The journal the screen tests render for: JOURNAL_SITE of the Vitest project (vitest.config.ts
// runs the screen once per journal), in the tests and in their global setup alike.
import type { JournalSiteId } from '@journals/api-client';
import { journalNamed } from '@journals/site-config';

export function journalUnderTest(
  env: Record<string, string | undefined> = process.env,
): JournalSiteId {
  return journalNamed(env.JOURNAL_SITE).id;
}
