// What many publisher pages need from the config, worded once.
import type { PublisherSiteConfig } from '@journals/site-config';
import { externalLink, mailLink } from '../blocks.ts';
import type { InlineLink } from '../model.ts';

export function supportMail(config: PublisherSiteConfig): InlineLink {
  return mailLink(config.contact.supportEmail);
}

/** The external editorial system where authors register, log in and submit. */
export function editorialSystemLink(
  config: PublisherSiteConfig,
  text = 'editorial management system',
): InlineLink {
  return externalLink(text, config.editorialLogin.url);
}
