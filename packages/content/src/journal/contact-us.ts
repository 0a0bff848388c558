// The contact page's texts: the lead above the form and the contact details beside it.
import type { JournalSiteConfig } from '@journals/site-config';
import { definitions, h2, p, page, telLink } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { editorialMail, supportMail } from './context.ts';

export function contactUs(config: JournalSiteConfig): ContentPage {
  const { acronym } = config.names;
  const { contact } = config;
  return page(
    'Contact Us',
    `Questions about a submission, a review, a payment or the journal itself? The ${acronym} editorial office and support team are here to help.`,
    [
      h2('Contact details'),
      definitions([
        { term: 'Editorial office', description: [editorialMail(config)] },
        { term: 'Support', description: [supportMail(config)] },
        { term: 'Phone', description: [telLink(contact.phone)] },
        { term: 'Support hours', description: contact.supportHours.text },
        { term: 'Address', description: contact.address },
      ]),
      p(
        'Write to the editorial office about manuscripts, reviews and editorial decisions, and to support about the website, logins and payments. Quote your paper ID if you have one: it helps us answer faster.',
      ),
    ],
  );
}
