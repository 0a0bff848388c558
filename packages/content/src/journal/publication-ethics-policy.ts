import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { authorDuties, editorDuties, publisherDuties, reviewerDuties } from '../shared/ethics.ts';
import { copeLink } from '../shared/links.ts';
import { misconductOutcomes, postPublicationBlock } from '../shared/review.ts';
import { editorialMail } from './context.ts';

export function publicationEthicsPolicy(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { plagiarismMaxPercent } = config.policies;
  return page(
    'Publication Ethics Policy',
    `${acronym} is committed to the highest standards of publication ethics. Authors, reviewers, editors and the publisher each carry responsibilities, set out below, that keep the research record trustworthy.`,
    [
      h2('Our commitment'),
      p(
        rich`The journal follows the guidance and flowcharts of the ${copeLink}. Allegations of misconduct are taken seriously and investigated fairly, whether they arise before or after publication.`,
      ),
      h2('Duties of authors'),
      ul(
        authorDuties(
          plagiarismMaxPercent,
          link('plagiarism policy', '/ethics?target=plagiarism-policy'),
        ),
      ),
      h2('Duties of reviewers'),
      ul([...reviewerDuties]),
      h2('Duties of editors'),
      ul([...editorDuties]),
      h2('Duties of the publisher'),
      ul([...publisherDuties]),
      h2('Handling misconduct'),
      p(
        'When misconduct is suspected, the editors ask the authors for an explanation and, where needed, consult the authors’ institution. Depending on the findings, the outcome may be:',
      ),
      ul([...misconductOutcomes]),
      h2('Corrections, retractions and expressions of concern'),
      postPublicationBlock(),
      p(
        rich`How these notices appear on articles is described in the ${link('Cross Mark policy', '/cross-mark-policy')}.`,
      ),
      h2('Appeals and complaints'),
      p(
        rich`Authors who believe a decision was wrong may appeal by writing to ${editorialMail(config)} with their reasons. An independent panel, made up of editors who were not involved in the original decision, reviews the appeal. Complaints about the journal’s processes are handled the same way.`,
      ),
    ],
  );
}
