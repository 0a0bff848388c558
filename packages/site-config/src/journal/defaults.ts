// Facts both journal sections share (docs/spec/indjece.md sections 4, 5 and 9). A journal's config
// spreads these and may override any of them.
import { monthNames } from '../calendar.ts';
import { contactDefaults } from '../contact-defaults.ts';
import type {
  Contact,
  JournalPolicies,
  JournalTimelines,
  SocialLink,
  SupportHours,
  TwoReadings,
} from '../types.ts';

export const supportHours: SupportHours = {
  days: 'Monday to Friday',
  opens: '10AM',
  closes: '08PM',
  timeZone: 'IST',
  text: 'Mon to Fri, 10AM to 08PM (IST)',
};

/** The months of a bimonthly journal's issues: February, April, ... December. */
export const bimonthlyMonths: string[] = monthNames.filter((_name, index) => index % 2 === 1);

export const frequencyReadings: TwoReadings = {
  primary: 'Bi-monthly (six issues a year)',
  alternate: '3 issues per year',
};

const reviewModelReadings: TwoReadings = {
  primary: 'Double-blind peer review',
  alternate: 'Single review with the identities of both authors and reviewers kept anonymous',
};

const journalTimelines: JournalTimelines = {
  initialDecisionWorkingDays: { min: 7, max: 10 },
  reviewWeeks: { min: 2, max: 4 },
  finalDecisionWeeks: { min: 6, max: 8 },
  minimumReviewers: 2,
  conferenceEvaluationWorkingDays: { min: 1, max: 3 },
  conferencePublicationWorkingDays: { min: 5, max: 10 },
  conferencePreferredMinimumPapers: 10,
};

const journalPolicies: JournalPolicies = {
  plagiarismMaxPercent: 20,
  manuscriptTypography: { font: 'Times New Roman', sizePt: 12, spacing: 'double-spaced' },
  paymentMethods: ['credit card', 'bank transfer', 'other methods on request'],
  referenceStyleExample: 'APA 7th edition',
  manuscriptFormats: { faq: ['.doc', '.docx'], elsewhere: ['Word', 'PDF'] },
  referenceStyles: ['IEEE', 'APA'],
  wordCount: { min: 4000, max: 8000 },
  imageDpi: 300,
  refunds: {
    processingBusinessDays: { min: 14, max: 30 },
    nonRefundableWhen: 'once peer review has begun',
  },
  governingLaw: 'Tamil Nadu, India',
};

/**
 * How all the publisher's journals work (review model, timelines, manuscript rules): the
 * publisher's pages state them, and every journal's config takes them.
 */
export const houseRules = {
  reviewModel: reviewModelReadings,
  timelines: journalTimelines,
  policies: journalPolicies,
};

/** Placeholder social profiles (the spec gives no targets): configuration. */
export const socialPlaceholders: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
];

export const journalDownloads: { label: string; file: string; format: 'docx' | 'pdf' }[] = [
  { label: 'Manuscript Template', file: 'downloads/manuscript-template.docx', format: 'docx' },
  { label: 'Copyright Form', file: 'downloads/copyright-form.pdf', format: 'pdf' },
];

export const publisherName = 'IND Journals';
export const publisherAddress = 'Chennai, Tamil Nadu, India';

/** A site's contact: the environment's defaults, the support hours and the publisher's address. */
export function siteContact(id: string): Contact {
  return { ...contactDefaults(id), supportHours, address: publisherAddress };
}
