// The documented defaults of the spec's placeholders ({email}, {phone}) and of the editorial
// system's address: what a site shows until its environment says otherwise (env.ts). The site
// definitions read them, so this module knows no site registry.
import type { Contact } from './types.ts';

const publisherSupport = { supportEmail: 'support@indjournals.example', phone: '+91 00000 00000' };

/**
 * Documented defaults of the spec's placeholders (see the package README): the publisher's
 * support contact on every site, and each journal's editorial mailbox `editor.<id>@…`.
 */
export function contactDefaults(id: string): Omit<Contact, 'supportHours' | 'address'> {
  if (id === 'publisher') return { ...publisherSupport };
  return { journalEmail: `editor.${id}@indjournals.example`, ...publisherSupport };
}

export const editorialSystemDefaultUrl = 'https://editorial.indjournals.example/login';
