import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, p, page, rich, ul } from '../blocks.ts';
import { licenceShortName, lowerFirst, span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { minimumReviewersPhrase } from '../shared/review.ts';
import { editorialMail, editorialSystemLink } from './context.ts';
import { scopeAreasOf } from './scope-areas.ts';

export function callForPapers(config: JournalSiteConfig): ContentPage {
  const { acronym, title } = config.names;
  const { journal, timelines, policies } = config;
  return page(
    'Call for Papers',
    `${title} (${acronym}) invites original research articles, reviews, short communications and case studies in ${journal.subject} for its upcoming issues.`,
    [
      p(
        `Submissions are accepted all year round. ${acronym} is published ${lowerFirst(journal.frequency.primary)}, and accepted articles appear online as soon as they are ready, without waiting for a full issue.`,
      ),
      h2('Topics we welcome'),
      ul(scopeAreasOf(config)),
      p(rich`The full list of ${link('topics', '/topics')} is grouped by category.`),
      h2('Why publish with us'),
      ul([
        `Open access under ${licenceShortName(config.licence)}: your article is free for anyone to read, and you keep your copyright.`,
        `${journal.reviewModel.primary} by ${minimumReviewersPhrase(timelines)}, with an initial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')}.`,
        'A Crossref DOI for every article, so it can be found and cited.',
        `A plagiarism check on every manuscript (similarity below ${policies.plagiarismMaxPercent}%), protecting the integrity of what we publish.`,
        'A clear, tracked process: follow your paper’s status in the editorial management system at every stage.',
      ]),
      h2('How to submit'),
      p(
        rich`Prepare your manuscript according to the ${link('instructions for authors', '/instruction-for-author')}, using the template from ${link('downloads', '/downloads')}, and submit it through the ${editorialSystemLink(config)}. Questions are welcome at ${editorialMail(config)}.`,
      ),
    ],
  );
}
