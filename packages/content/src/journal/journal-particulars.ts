import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, table, ul } from '../blocks.ts';
import { capitalise, joinList, languageName, licenceShortName } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { crossrefLink } from '../shared/links.ts';

export function journalParticulars(config: JournalSiteConfig): ContentPage {
  const { names, journal } = config;
  return page(
    'Journal Particulars',
    `${names.acronym} at a glance: the facts librarians, indexers and authors ask for.`,
    [
      table(
        `Particulars of ${names.acronym}`,
        ['Particular', 'Details'],
        [
          ['Journal title', names.title],
          ['Abbreviation', names.acronym],
          ['Subject', capitalise(journal.subject)],
          [
            'Frequency',
            `${journal.frequency.primary}; also listed as ${journal.frequency.alternate}`,
          ],
          ['Publication months', joinList(journal.publicationMonths)],
          ['Starting year', String(journal.startYear)],
          ['Language', languageName(config.language)],
          ['Format', journal.format],
          ['ISSN', journal.issn],
          ['e-ISSN', journal.eIssn],
          ['DOI prefix', journal.doiPrefix],
          ['Peer review', journal.reviewModel.primary],
          ['Licence', licenceShortName(config.licence)],
          ['Publisher', names.publisher],
        ],
      ),
      p(
        `The journal's frequency appears in two readings across its listings: ${journal.frequency.primary} and ${journal.frequency.alternate}. Both apply; articles are published online as soon as they are ready.`,
      ),
      h2('CrossRef DOI'),
      p(
        rich`Every article receives a Digital Object Identifier under the prefix ${journal.doiPrefix}, registered with ${crossrefLink}. The DOI is a permanent link to the article: cite it, and it will always resolve to the current version, wherever the article is hosted.`,
      ),
      h2('Plagiarism checker'),
      p(
        rich`Every manuscript is checked with plagiarism-detection software before review; the overall similarity must be below ${config.policies.plagiarismMaxPercent}%. The ${link('plagiarism policy', '/ethics?target=plagiarism-policy')} explains how results are assessed.`,
      ),
      h2('Badges'),
      ul(journal.badges),
    ],
  );
}
