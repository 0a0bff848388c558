import type { JournalSiteConfig } from '@journals/site-config';
import { link, p, page, rich } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail } from './context.ts';

/** The introduction above the topic list (the topics, grouped by category, come from the API). */
export function topics(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  return page('Topics', `The research topics ${acronym} publishes, grouped by category.`, [
    p(
      rich`The list below shows the areas of ${config.journal.subject} the editors and reviewers cover. It describes the journal's core interests rather than a closed list: the ${link('aim and scope', '/aim-and-scope')} explains what the journal looks for in any submission.`,
    ),
    p(
      rich`Working on a topic that is not listed? Send the title and abstract to ${editorialMail(config)} and the editors will tell you whether it fits.`,
    ),
  ]);
}
