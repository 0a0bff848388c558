import type { JournalSiteConfig } from '@journals/site-config';
import { definitions, h2, link, p, page, rich } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail } from './context.ts';

export function impactFactor(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  return page(
    'Impact Factor',
    `How citation metrics work, which ones ${acronym} reports, and how to tell a genuine metric from a misleading one.`,
    [
      h2('What an impact factor measures'),
      p(
        'A journal impact factor is the average number of citations received in a given year by the articles a journal published in the two preceding years. It describes a journal as a whole, not the quality of any individual article, and it varies widely between fields.',
      ),
      definitions([
        {
          term: 'Journal Impact Factor (JIF)',
          description:
            'Calculated by Clarivate for journals in the Web of Science Core Collection, after a journal has been covered for enough years to count citations.',
        },
        {
          term: 'CiteScore',
          description:
            'Calculated by Elsevier from Scopus data over a four-year window, for journals indexed in Scopus.',
        },
        {
          term: 'Article-level metrics',
          description:
            'Citations, views and downloads of individual articles, which say more about a paper than any journal-level figure.',
        },
      ]),
      h2('Metrics of the journal'),
      p(
        rich`${acronym} has published since ${config.journal.startYear}. It reports only metrics issued by the recognised services that index it, and publishes them on this page as they become available; the services that currently index the journal are listed under ${link('indexing and abstracting', '/indexing-and-abstracting')}.`,
      ),
      h2('A word of caution'),
      p(
        'Some websites sell or invent "impact factors" with names that imitate genuine metrics. The journal does not use or advertise such figures, and we encourage authors to check any metric against the service that is said to issue it.',
      ),
      p(rich`Questions about the journal's metrics are welcome at ${editorialMail(config)}.`),
    ],
  );
}
