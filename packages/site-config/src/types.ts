// The shape every site's config satisfies. Adding a site without a complete config is a
// compile error: the publisher's file ends in `satisfies PublisherSiteConfig`, a journal's config
// is what `defineJournal` returns, and the registry is checked against `SiteConfig` (index.ts).
// The shapes take a journal's id as a type parameter: SiteId, JournalId and SiteConfig, which the
// registry of these configs defines, are in site-ids.ts, so that no site definition imports the
// registry that imports it.

/** A URL prefix: '/' or '/name/' (always with the trailing slash, as Vite and React Router need). */
export type UrlPrefix = '/' | `/${string}/`;

/** A link inside the site: `to` is relative to the site's prefix and starts with '/'. */
export interface InternalLink {
  label: string;
  to: `/${string}`;
  /** Opens in a new tab (the journal footer opens the legal pages this way). */
  newTab?: boolean;
}

/** A link leaving the site; always opens in a new tab. */
export interface ExternalLink {
  label: string;
  href: `https://${string}` | `mailto:${string}` | `tel:${string}`;
}

/** An entry the spec lists without a target (for example the publisher footer's "Indexing"). */
export interface TextEntry {
  label: string;
}

export type LinkEntry = InternalLink | ExternalLink | TextEntry;

export interface MenuGroup {
  label: string;
  items: InternalLink[];
}

export type MenuEntry = InternalLink | MenuGroup;

export interface FooterBlock {
  heading: string;
  links: LinkEntry[];
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

export interface SupportHours {
  days: string;
  opens: string;
  closes: string;
  timeZone: string;
  /** The whole statement, for example 'Mon to Fri, 10AM to 08PM (IST)'. */
  text: string;
}

export interface Contact {
  /** The journal's editorial mailbox ({email} in the spec); absent on the publisher site. */
  journalEmail?: string;
  /** Support mailbox ({email} in the spec). */
  supportEmail: string;
  /** Support phone ({phone} in the spec), as displayed. */
  phone: string;
  supportHours: SupportHours;
  /** Postal address line shown in contact blocks. */
  address: string;
}

export interface Licence {
  name: string;
  spdx: string;
  url: `https://${string}`;
}

export interface EditorialLogin {
  /** The external editorial management system's login address (opens in a new tab). */
  url: `https://${string}`;
  /** The journal's id in that system (4 for INDJEEE, 5 for INDJECE). */
  journalId?: number;
}

export interface SocialLink {
  network: 'x' | 'linkedin' | 'facebook' | 'instagram' | 'youtube';
  label: string;
  href: `https://${string}`;
}

/** Two readings of one fact, where the spec states it inconsistently. */
export interface TwoReadings {
  /** The reading most pages use. */
  primary: string;
  /** The other reading, shown where the spec puts it. */
  alternate: string;
}

export interface ChatProvider {
  name: string;
  scriptUrl: `https://${string}`;
}

interface SiteConfigBase {
  id: string;
  prefix: UrlPrefix;
  language: 'en';
  /** Names as displayed. `acronym` is the short mark; `title` the descriptive title. */
  names: {
    acronym: string;
    title: string;
    /** Other ways page texts write the title (the spec notes the title is written inconsistently). */
    titleVariants: string[];
    publisher: string;
  };
  /** The path the reference API serves this site's calls under (`/publisher`, `/indjeee`, ...). */
  apiBasePath: `/${string}`;
  contact: Contact;
  copyrightYear: number;
  licence: Licence;
  editorialLogin: EditorialLogin;
  social: SocialLink[];
  /** Every route the site serves, relative to the prefix, in React Router pattern syntax. */
  routes: readonly `/${string}`[];
  header: MenuEntry[];
  footer: FooterBlock[];
  /** Title, description and keywords per path (relative to the prefix, matched case-insensitively). */
  pages: Record<`/${string}`, PageMeta>;
  /** Used to build the default title and description of a path the pages map does not list. */
  defaultMeta: { description: string; keywords: string[] };
  /** A chat launcher to load lazily; none unless configured. */
  chat: ChatProvider | null;
}

export interface RefundTerms {
  processingBusinessDays: { min: number; max: number };
  /** When fees stop being refundable. */
  nonRefundableWhen: string;
}

export interface PublisherJournalCard {
  id: number;
  title: string;
  fullTitle: string;
  eIssn: string;
  publicationMonth: string;
  publicationFrequency: string;
  imageUrl: string;
  link: `https://${string}` | `/${string}`;
}

export interface HeroSlide {
  id: number;
  title: string;
  desc: string;
  image: string;
}

export interface PublisherSiteConfig extends SiteConfigBase {
  kind: 'publisher';
  id: 'publisher';
  hero: { slides: HeroSlide[]; intervalMs: number; fadeMs: number };
  stats: { value: string; label: string }[];
  journals: PublisherJournalCard[];
  /** Audience tabs: value and label; the first is the default and the fallback. */
  audienceTabs: { value: string; label: string }[];
  refunds: RefundTerms;
  /** How all the publisher's journals work, as its pages state it (review model, timelines,
   * manuscript rules): the defaults both journal sections share. */
  houseRules: { reviewModel: TwoReadings; timelines: JournalTimelines; policies: JournalPolicies };
  /** The publisher terms leave the jurisdiction as a placeholder: configuration. */
  jurisdiction: string;
}

export interface JournalFacts {
  subject: string;
  frequency: TwoReadings;
  /** Months in which issues appear under the bi-monthly reading. */
  publicationMonths: string[];
  startYear: number;
  format: string;
  issn: string;
  eIssn: string;
  doiPrefix: string;
  reviewModel: TwoReadings;
  badges: string[];
}

export interface JournalTimelines {
  initialDecisionWorkingDays: { min: number; max: number };
  reviewWeeks: { min: number; max: number };
  finalDecisionWeeks: { min: number; max: number };
  minimumReviewers: number;
  conferenceEvaluationWorkingDays: { min: number; max: number };
  conferencePublicationWorkingDays: { min: number; max: number };
  conferencePreferredMinimumPapers: number;
}

export interface JournalPolicies {
  plagiarismMaxPercent: number;
  /** Manuscript typography (spec: double-spaced, 12pt Times New Roman). */
  manuscriptTypography: { font: string; sizePt: number; spacing: string };
  /** Ways to pay a processing charge (spec: credit card, bank transfer and others). */
  paymentMethods: string[];
  /** The example reference edition the guidelines name (spec: for example APA 7th). */
  referenceStyleExample: string;
  manuscriptFormats: { faq: string[]; elsewhere: string[] };
  referenceStyles: string[];
  wordCount: { min: number; max: number };
  imageDpi: number;
  refunds: RefundTerms;
  governingLaw: string;
}

export interface JournalSiteConfigShape<Id extends string> extends SiteConfigBase {
  kind: 'journal';
  id: Id;
  journal: JournalFacts;
  timelines: JournalTimelines;
  policies: JournalPolicies;
  /** Targets of the ethics page's `target` query. */
  ethicsTargets: readonly string[];
  downloads: { label: string; file: string; format: 'docx' | 'pdf' }[];
  sideColumn: { quickLinks: InternalLink[]; policies: InternalLink[] };
  /** Paths (relative to the prefix) where the side column is hidden. */
  pagesWithoutSideColumn: readonly `/${string}`[];
}
