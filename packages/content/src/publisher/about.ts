import type { PublisherSiteConfig } from '@journals/site-config';
import { h2, h3, link, ol, p, page, rich, ul } from '../blocks.ts';
import type { ContentPage } from '../model.ts';

/** The three groups of the Research Scope (spec: 6, 5 and 6 items). */
export const researchScope = [
  {
    heading: 'Engineering & Technology',
    items: [
      'Electrical and Electronics Engineering',
      'Electronics and Communication Engineering',
      'Computer Science and Engineering',
      'Mechanical Engineering',
      'Civil and Structural Engineering',
      'Information Technology',
    ],
  },
  {
    heading: 'Multidisciplinary',
    items: [
      'Management and Business Studies',
      'Social Sciences and Humanities',
      'Education and Pedagogy',
      'Environmental Studies and Sustainability',
      'Interdisciplinary and Emerging Research',
    ],
  },
  {
    heading: 'Applied Sciences',
    items: [
      'Applied Physics',
      'Applied Chemistry',
      'Applied Mathematics and Statistics',
      'Biotechnology and Life Sciences',
      'Materials Science',
      'Data Science and Artificial Intelligence',
    ],
  },
] as const;

export function about(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  return page(
    'About Us',
    `${name} publishes open-access, peer-reviewed journals that make rigorous research in engineering, computer science and the applied sciences free for everyone to read.`,
    [
      h2('Our Story'),
      p(
        `${name} began with a simple conviction: good research should not wait months for a decision, nor disappear behind a paywall once it is published. So we build journals that treat authors' time with respect and readers' access as a right: quick, careful editorial handling, expert peer review, and articles free to read from the day they appear.`,
      ),
      p(
        rich`Today our ${link('journals', '/journals')} cover electrical, electronics and communication engineering, computer science, mechanical and civil engineering, and applied and multidisciplinary studies. Each has its own editorial board of active researchers, and all share the same standards of ethics, review and openness.`,
      ),
      h2('Our Aim'),
      ol([
        'Publish original, high-quality research that advances knowledge and practice.',
        'Make every article freely and permanently available to readers everywhere.',
        'Give authors a fair, transparent and timely review, whatever their country or career stage.',
        'Uphold the highest standards of publication ethics, following COPE guidance.',
        'Connect researchers, practitioners and institutions across disciplines and borders.',
      ]),
      h2('Research Scope'),
      p('Our journals welcome research in three broad areas:'),
      ...researchScope.flatMap((group) => [h3(group.heading), ul([...group.items])]),
      p(
        rich`Authors can find the right journal on our ${link('journals', '/journals')} page and read how to submit on the ${link('For Authors', '/for-authors')} page.`,
      ),
    ],
  );
}
