import type { PublisherSiteConfig } from '@journals/site-config';
import { link, page } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { termsBlocks } from '../shared/terms.ts';

export function termsOfService(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  return page(
    'Terms of Service',
    `The terms that apply when you use the ${name} website, submit a manuscript to one of our journals or reuse published articles.`,
    termsBlocks({
      siteName: `the ${name} website`,
      operator: name,
      licence: config.licence,
      refunds: config.refunds,
      governingLaw: `Any dispute arising from these terms, or from the use of the site, is subject to the exclusive jurisdiction of ${config.jurisdiction}.`,
      contactEmail: config.contact.supportEmail,
      privacyPolicy: link('privacy policy', '/privacy-policy'),
      charges: link('For Authors page', '/for-authors'),
    }),
  );
}
