import type { JournalSiteConfig } from '@journals/site-config';
import { h2, link, note, p, page, rich, steps } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { editorialSystemLink, journalIdPhrase, supportMail } from './context.ts';

export function guidanceForEms(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const journalId = journalIdPhrase(config);
  const hours = config.contact.supportHours.text;
  return page(
    'Guidance for EMS',
    `${acronym} receives and reviews manuscripts on an external editorial management system (EMS). This guide takes you through it, from creating an account to following your paper after submission.`,
    [
      h2('Submitting step by step'),
      steps([
        {
          title: 'Open the editorial management system',
          text: rich`Go to the ${editorialSystemLink(config)}. It opens in a new tab.`,
        },
        {
          title: 'Create an account or log in',
          text: 'Register once with your name, affiliation and e-mail address, then confirm the address from the message the system sends. Existing users log in with their e-mail address and password.',
        },
        {
          title: 'Choose the journal',
          text: journalId
            ? `Select ${acronym} (${journalId}) from the list of journals, so that your manuscript reaches the right editorial office.`
            : `Select ${acronym} from the list of journals, so that your manuscript reaches the right editorial office.`,
        },
        {
          title: 'Start a new submission',
          text: 'Choose the article type, then enter the title, abstract, keywords and every author with their affiliation. Mark the corresponding author.',
        },
        {
          title: 'Upload your files',
          text: rich`Upload the manuscript prepared according to the ${link('instructions for authors', '/instruction-for-author')}, plus any supplementary files.`,
        },
        {
          title: 'Confirm the declarations and submit',
          text: 'Confirm originality, authorship, funding and conflicts of interest, check the preview and submit. The system confirms by e-mail and gives your paper ID.',
        },
      ]),
      h2('After submission'),
      p(
        rich`The same account lets you follow your manuscript (see ${link('paper status', '/paper-status')}), read decision letters, upload revisions with your responses to the reviewers, and approve proofs.`,
      ),
      note(
        rich`Trouble logging in or uploading? Write to ${supportMail(config)}, ${hours}, with a description of the problem and, if you have one, your paper ID.`,
      ),
    ],
  );
}
