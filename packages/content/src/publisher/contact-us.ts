// The contact page's texts: the lead above the form and the contact details beside it.
import type { PublisherSiteConfig } from '@journals/site-config';
import { definitions, h2, p, page, telLink } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { supportMail } from './context.ts';

export function contactUs(config: PublisherSiteConfig): ContentPage {
  const { contact } = config;
  return page(
    'Contact Us',
    `Questions about our journals, a submission, joining an editorial board or a payment? Send us a message and the ${config.names.publisher} team will get back to you.`,
    [
      h2('Contact details'),
      definitions([
        { term: 'E-mail', description: [supportMail(config)] },
        { term: 'Phone', description: [telLink(contact.phone)] },
        { term: 'Working hours', description: contact.supportHours.text },
        { term: 'Address', description: contact.address },
      ]),
      p(
        'For questions about a manuscript under review, write to the editorial office of the journal concerned and quote your paper ID.',
      ),
    ],
  );
}
