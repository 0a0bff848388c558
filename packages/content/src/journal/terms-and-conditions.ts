// The journal terms. The spec's source text is cut off; this is the complete text, with the
// licence and the governing law taken from the journal's config.
import type { JournalSiteConfig } from '@journals/site-config';
import { link, page } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { termsBlocks } from '../shared/terms.ts';
import { editorialEmail } from './context.ts';

export function termsAndConditions(config: JournalSiteConfig): ContentPage {
  const { acronym, title, publisher } = config.names;
  const place = config.policies.governingLaw;
  return page(
    'Terms and Conditions',
    `The terms that apply when you use the website of the ${title} (${acronym}) and its services, including submitting a manuscript and reusing published articles.`,
    termsBlocks({
      siteName: `the ${acronym} website`,
      operator: publisher,
      licence: config.licence,
      refunds: config.policies.refunds,
      governingLaw: `These terms are governed by the laws in force in ${place}. Any dispute arising from them, or from the use of the site, is subject to the exclusive jurisdiction of the courts of ${place}.`,
      contactEmail: editorialEmail(config),
      privacyPolicy: link('privacy policy', '/privacy-policy'),
      refundPolicy: link('refund policy', '/refund-policy'),
      charges: link('article processing charges page', '/article-processing-charges'),
    }),
  );
}
