// The publisher's publication ethics policy, also served at /guidence-for-authors.
import type { PublisherSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { authorDuties, editorDuties, publisherDuties, reviewerDuties } from '../shared/ethics.ts';
import { copeLink } from '../shared/links.ts';
import { misconductOutcomes, postPublicationBlock } from '../shared/review.ts';
import { supportMail } from './context.ts';

export function publicationEthics(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  return page(
    'Publication Ethics',
    `${name} and its journals are committed to integrity in research publishing. This policy sets out what we expect of authors, reviewers and editors, and what they can expect of us.`,
    [
      h2('Our commitment'),
      p(
        rich`All our journals follow the guidance of the ${copeLink}. Suspected misconduct is investigated fairly and confidentially, before or after publication, and the outcome is recorded openly when the published record is affected.`,
      ),
      h2('Guidance for authors'),
      ul(authorDuties(config.houseRules.policies.plagiarismMaxPercent)),
      h2('Guidance for reviewers'),
      ul([...reviewerDuties]),
      h2('Guidance for editors'),
      ul([...editorDuties]),
      h2('Our responsibilities as publisher'),
      ul([...publisherDuties]),
      h2('Handling misconduct'),
      p(
        'When misconduct is suspected, the editors ask the authors for an explanation and, where needed, consult their institution. Depending on the findings, the outcome may be:',
      ),
      ul([...misconductOutcomes]),
      h2('Corrections, retractions and expressions of concern'),
      postPublicationBlock(),
      h2('Appeals and complaints'),
      p(
        rich`Authors may appeal an editorial decision by writing to the journal's editorial office with their reasons; an independent panel of editors not involved in the original decision reviews it. Complaints about our processes can also be sent to ${supportMail(config)}. The ${link('peer review process', '/peer-review-process')} describes how decisions are made.`,
      ),
    ],
  );
}
