// The config module of this package: the only place that turns environment variables into
// site facts. The spec's placeholders ({email}, {phone}) are configuration with these defaults.
import type { SiteConfig, SiteId } from './site-ids.ts';
import type { Contact, EditorialLogin } from './types.ts';

export type Environment = Record<string, string | undefined>;

/** The environment variable names a site reads, e.g. INDJECE_SUPPORT_EMAIL. */
export function environmentNames(id: SiteId) {
  const upper = id.toUpperCase();
  return {
    journalEmail: `${upper}_JOURNAL_EMAIL`,
    supportEmail: `${upper}_SUPPORT_EMAIL`,
    phone: `${upper}_PHONE`,
    editorialSystemUrl: 'EDITORIAL_SYSTEM_URL',
  } as const;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function httpsUrl(value: string | undefined): `https://${string}` | undefined {
  const url = nonEmpty(value);
  return url?.startsWith('https://') ? (url as `https://${string}`) : undefined;
}

/** The config with the contact values and the editorial system address read from `env`. */
export function withEnvironment<T extends SiteConfig>(config: T, env: Environment): T {
  const names = environmentNames(config.id);
  const contact: Contact = {
    ...config.contact,
    supportEmail: nonEmpty(env[names.supportEmail]) ?? config.contact.supportEmail,
    phone: nonEmpty(env[names.phone]) ?? config.contact.phone,
  };
  if (config.contact.journalEmail !== undefined) {
    contact.journalEmail = nonEmpty(env[names.journalEmail]) ?? config.contact.journalEmail;
  }
  const editorialLogin: EditorialLogin = {
    ...config.editorialLogin,
    url: httpsUrl(env[names.editorialSystemUrl]) ?? config.editorialLogin.url,
  };
  return { ...config, contact, editorialLogin };
}
