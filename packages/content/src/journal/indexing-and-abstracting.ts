import type { JournalSiteConfig } from '@journals/site-config';
import { h2, p, page, rich } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { crossrefLink } from '../shared/links.ts';
import { editorialMail } from './context.ts';

/** The introduction above the partner logos (the partners come from the API). */
export function indexingAndAbstracting(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  return page(
    'Indexing and Abstracting',
    `Articles published in ${acronym} are registered, indexed and abstracted so that readers can find and cite them wherever they search.`,
    [
      p(
        'Indexing makes research discoverable: a database that indexes the journal records each article’s title, authors, abstract, keywords and references, links to the full text, and counts the citations the article receives.',
      ),
      p(
        rich`Every article receives a DOI under the prefix ${config.journal.doiPrefix}, registered with ${crossrefLink}. Its metadata is deposited at publication, so the article can be found through Crossref-based discovery services and its DOI link always leads to the current version.`,
      ),
      h2('Where the journal is indexed'),
      p(
        'The services that index and abstract the journal are listed below. Each applies its own criteria and review cycle; we list a service only once it covers the journal.',
      ),
      p(
        rich`Librarians and database providers who want to include ${acronym} in their collections can write to ${editorialMail(config)} for metadata feeds and title information.`,
      ),
    ],
  );
}
