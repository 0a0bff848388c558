import type { JournalSiteConfig } from '@journals/site-config';
import { page } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { privacyBlocks } from '../shared/privacy.ts';
import { editorialEmail } from './context.ts';

export function privacyPolicy(config: JournalSiteConfig): ContentPage {
  const { acronym, publisher } = config.names;
  return page(
    'Privacy Policy',
    `How ${acronym} and its publisher, ${publisher}, collect, use and protect the personal data of authors, reviewers, editors and visitors.`,
    privacyBlocks({
      siteName: `The ${acronym} website`,
      controller: publisher,
      address: config.contact.address,
      contactEmail: editorialEmail(config),
      chat: config.chat,
    }),
  );
}
