import type { PublisherSiteConfig } from '@journals/site-config';
import { link, page } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { privacyBlocks } from '../shared/privacy.ts';

export function privacyPolicy(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  return page(
    'Privacy Policy',
    `How ${name} collects, uses and protects the personal data of authors, reviewers, editors and visitors to its websites.`,
    privacyBlocks({
      siteName: `The ${name} website`,
      controller: name,
      address: config.contact.address,
      contactEmail: config.contact.supportEmail,
      chat: config.chat,
      cookiePolicy: link('cookie policy', '/cookie-policy'),
    }),
  );
}
