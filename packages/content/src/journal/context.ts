// What many journal pages need from the config, worded once.
import type { JournalSiteConfig } from '@journals/site-config';
import { externalLink, mailLink } from '../blocks.ts';
import type { InlineLink } from '../model.ts';

/** The editorial mailbox; the support mailbox when a journal has none of its own. */
export function editorialEmail(config: JournalSiteConfig): string {
  return config.contact.journalEmail ?? config.contact.supportEmail;
}

export function editorialMail(config: JournalSiteConfig): InlineLink {
  return mailLink(editorialEmail(config));
}

export function supportMail(config: JournalSiteConfig): InlineLink {
  return mailLink(config.contact.supportEmail);
}

/** The external editorial management system (EMS), where authors log in and submit. */
export function editorialSystemLink(
  config: JournalSiteConfig,
  text = 'editorial management system',
): InlineLink {
  return externalLink(text, config.editorialLogin.url);
}

/** 'journal ID 5', or '' when the journal has no id in the editorial system. */
export function journalIdPhrase(config: JournalSiteConfig): string {
  const id = config.editorialLogin.journalId;
  return id === undefined ? '' : `journal ID ${id}`;
}

/** The downloads of one format ('docx' for the template, 'pdf' for the copyright form). */
export function downloadOf(config: JournalSiteConfig, format: 'docx' | 'pdf') {
  return config.downloads.find((download) => download.format === format);
}
