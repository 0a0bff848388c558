// The research areas of the aim-and-scope and call-for-papers pages: each journal's own, or its
// subject's for a journal whose team has not written them yet.
import {
  creativeCommonsLicences,
  defineJournal,
  siteConfigs,
  type JournalSiteConfig,
} from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { aimAndScope, callForPapers, scopeAreas, scopeAreasOf, toPlainText } from '../src/index.ts';

// A journal this registry does not hold, as a newly generated one is before its team writes more.
const newJournal = defineJournal({
  id: 'indjcse',
  acronym: 'INDJCSE',
  title: 'Indian Journal of Computer Science and Engineering',
  titleVariants: [],
  subject: 'computer science and engineering',
  licence: creativeCommonsLicences[0],
  editorialJournalId: 7,
  issn: '9999-0083',
  eIssn: '9999-0091',
  doiPrefix: '10.5555',
  ethicsTargets: [],
}) as JournalSiteConfig<string> as JournalSiteConfig;

describe('scope areas', () => {
  it.each([siteConfigs.indjeee, siteConfigs.indjece])('$id lists its own areas', (config) => {
    expect(scopeAreasOf(config)).toBe(scopeAreas[config.id]);
    expect(scopeAreasOf(config)).toHaveLength(10);
  });

  it("lists a new journal's areas in the words of its subject, on both pages", () => {
    const areas = scopeAreasOf(newJournal);
    expect(areas.length).toBeGreaterThanOrEqual(6);
    expect(areas).toContain('Theory, modelling and analysis in computer science and engineering');
    for (const page of [aimAndScope(newJournal), callForPapers(newJournal)]) {
      const text = toPlainText(page);
      for (const area of areas) expect(text).toContain(area);
    }
  });
});
