// The journal the shared modules render for in the tests (apps alias `journal-site:config` to
// their own app/site.ts; vitest.config.ts aliases it here): JOURNAL_SITE of the Vitest project,
// which runs the tests once per journal.
import { journalNamed } from '@journals/site-config';
import { journalSiteName } from './env.ts';

export const site = journalNamed(journalSiteName);

/** The journal's prefix without its trailing slash, as addresses begin: '/indjece'. */
export const journalPath = site.prefix.slice(0, -1);
