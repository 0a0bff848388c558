// The journal the screen tests render for: JOURNAL_SITE of the Vitest project (vitest.config.ts
// runs the screen once per journal), in the tests and in their global setup alike.
import type { JournalSiteId } from '@journals/api-client';
import { siteConfigs, type SiteId } from '@journals/site-config';

/** Every journal of the registry. */
export function journalIds(): JournalSiteId[] {
  return (Object.keys(siteConfigs) as SiteId[]).filter(
    (id): id is JournalSiteId => siteConfigs[id].kind === 'journal',
  );
}

export function journalUnderTest(
  env: Record<string, string | undefined> = process.env,
): JournalSiteId {
  const id = journalIds().find((journal) => journal === env.JOURNAL_SITE);
  if (!id) {
    throw new Error(
      `JOURNAL_SITE must name a journal (${journalIds().join(', ')}), not '${env.JOURNAL_SITE}'.`,
    );
  }
  return id;
}
