import type { PublisherSiteConfig } from '@journals/site-config';
import { h2, link, note, p, page, rich, steps } from '../blocks.ts';
import { span } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { editorialSystemLink, supportMail } from './context.ts';

export function submitPaper(config: PublisherSiteConfig): ContentPage {
  const { timelines, policies } = config.houseRules;
  return page(
    'Submit a Paper',
    'All our journals receive manuscripts through one editorial management system. Submitting takes a few minutes once your manuscript is ready.',
    [
      steps([
        {
          title: 'Choose a journal',
          text: rich`Find the journal whose scope fits your work on our ${link('journals', '/journals')} page.`,
        },
        {
          title: 'Prepare your manuscript',
          text: rich`Follow the ${link('submission guidelines', '/for-authors')}: ${span(policies.wordCount, 'words')}, the journal's template, and similarity below ${policies.plagiarismMaxPercent}%.`,
        },
        {
          title: 'Submit',
          text: rich`Register or log in on the ${editorialSystemLink(config)}, select the journal, enter the details of the manuscript and its authors, and upload your files.`,
        },
        {
          title: 'Follow your paper',
          text: `You receive a paper ID by e-mail, and the initial editorial decision within ${span(timelines.initialDecisionWorkingDays, 'working days')}. The system shows your paper's status at every stage.`,
        },
      ]),
      h2('Before you submit'),
      p(
        rich`Make sure the work is original, not under consideration elsewhere and approved by all its authors, and read our ${link('publication ethics', '/publication&ethics')} policy.`,
      ),
      note(rich`Need help? Write to ${supportMail(config)}, ${config.contact.supportHours.text}.`),
    ],
  );
}
