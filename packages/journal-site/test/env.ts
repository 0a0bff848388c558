// The tests' one read of the environment: the journal of the Vitest project (vitest.config.ts
// runs the tests once per journal, each with its JOURNAL_SITE).
export const journalSiteName = process.env.JOURNAL_SITE;
