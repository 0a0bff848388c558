import type { PublisherSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { editorialSystemLink, supportMail } from './context.ts';

export function editorialBoard(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  return page(
    'Editorial Board',
    `Each journal of ${name} is run by its own editorial board of active researchers, led by an Editor-in-Chief who takes the final decision on every manuscript.`,
    [
      p(
        rich`Board members handle manuscripts in their areas, choose reviewers and recommend decisions, under the ethics and review policies every journal shares. Each journal lists its board on its own site, reached from our ${link('journals', '/journals')} page.`,
      ),
      h2('What we look for'),
      ul([
        'A doctorate and a record of peer-reviewed publications in the journal’s field.',
        'Commitment to fair, confidential and timely review.',
        'Willingness to follow COPE guidance and to declare any conflict of interest.',
      ]),
      h2('Joining the editorial or reviewer panel'),
      p(
        rich`Contact us at ${supportMail(config)} with your CV, your areas of expertise and the journal you are interested in, or register as a reviewer on our ${editorialSystemLink(config)}. Reviewers receive a certificate for every completed review.`,
      ),
    ],
  );
}
