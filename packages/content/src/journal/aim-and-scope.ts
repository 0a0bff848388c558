import type { JournalSiteConfig } from '@journals/site-config';
import { definitions, h2, link, p, page, rich, ul } from '../blocks.ts';
import { capitalise, languageName, licenceShortName } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { minimumReviewersPhrase } from '../shared/review.ts';
import { editorialMail } from './context.ts';
import { scopeAreasOf } from './scope-areas.ts';

export function aimAndScope(config: JournalSiteConfig): ContentPage {
  const { acronym, title } = config.names;
  const { journal } = config;
  return page(
    'Aim and Scope',
    `${title} (${acronym}) is an open-access, peer-reviewed journal publishing original research in ${journal.subject}. It has appeared since ${journal.startYear}, online and free to read.`,
    [
      h2('Aim'),
      p(
        `${acronym} gives researchers, engineers and students a rigorous, fast and openly accessible home for work that advances the theory and practice of ${journal.subject}. We publish research that is original, methodologically sound and useful to others in the field, whether it comes from a university laboratory, an industrial research group or a doctoral thesis.`,
      ),
      p(
        `Every submission is screened by the editors, checked for similarity and assessed by ${minimumReviewersPhrase(config.timelines)} before the Editor-in-Chief decides. Accepted articles are published online with a DOI and are free to read, download and share from the day they appear.`,
      ),
      h2('Scope'),
      p(`${acronym} welcomes work across ${journal.subject} and neighbouring fields, including:`),
      ul(scopeAreasOf(config)),
      p(
        rich`Interdisciplinary work is welcome when its main contribution is to ${journal.subject}. The full list of ${link('topics', '/topics')} is grouped by category. If you are not sure whether your manuscript fits, send its title and abstract to ${editorialMail(config)} before submitting.`,
      ),
      h2('Article types'),
      definitions([
        {
          term: 'Research articles',
          description:
            'Original theoretical, experimental or computational work with new results, set against the existing literature.',
        },
        {
          term: 'Review articles',
          description:
            'Critical, up-to-date surveys of a research area that organise the literature and point to open problems.',
        },
        {
          term: 'Short communications',
          description:
            'Concise reports of significant preliminary results that merit rapid publication.',
        },
        {
          term: 'Case studies',
          description:
            'Well-documented applications of engineering methods to real systems, with lessons others can use.',
        },
      ]),
      h2('What the editors look for'),
      ul([
        'A clear research question and a contribution that goes beyond what is already published.',
        'Sound methods, with enough detail for others to reproduce the results.',
        'Results that support the conclusions, with limitations stated honestly.',
        'Clear, concise writing and complete, accurate references.',
      ]),
      h2('The journal at a glance'),
      definitions([
        { term: 'Frequency', description: capitalise(journal.frequency.primary) },
        { term: 'Language', description: languageName(config.language) },
        { term: 'Format', description: journal.format },
        { term: 'Peer review', description: journal.reviewModel.primary },
        {
          term: 'Access',
          description: `Open access under ${licenceShortName(config.licence)}`,
        },
      ]),
      p(
        rich`Further particulars, including the ISSN and DOI prefix, are on the ${link('journal particulars', '/journal-particulars')} page.`,
      ),
    ],
  );
}
