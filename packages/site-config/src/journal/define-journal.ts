// Builds a journal section's config from what is its own; everything both journals share
// (routes, menus, timelines, policies, page texts) comes from this folder.
import { editorialSystemDefaultUrl } from '../contact-defaults.ts';
import type { JournalSiteConfigShape, Licence } from '../types.ts';
import {
  bimonthlyMonths,
  frequencyReadings,
  houseRules,
  journalDownloads,
  publisherName,
  siteContact,
  socialPlaceholders,
} from './defaults.ts';
import {
  journalFooter,
  journalHeader,
  journalPolicyLinks,
  journalQuickLinks,
} from './navigation.ts';
import { journalPages } from './pages.ts';
import { journalPagesWithoutSideColumn, journalRoutes } from './routes.ts';

export interface JournalOwnFacts<Id extends string = string> {
  /** Lowercase letters: the URL prefix `/<id>/`, the app folder `apps/<id>`, the API base. */
  id: Id;
  acronym: string;
  title: string;
  titleVariants: string[];
  subject: string;
  licence: Licence;
  editorialJournalId: number;
  issn: string;
  eIssn: string;
  doiPrefix: string;
  ethicsTargets: readonly string[];
}

export function defineJournal<const Id extends string>(
  own: JournalOwnFacts<Id>,
): JournalSiteConfigShape<Id> {
  const { id, acronym, title, subject } = own;
  return {
    kind: 'journal',
    id,
    prefix: `/${id}/`,
    language: 'en',
    names: { acronym, title, titleVariants: own.titleVariants, publisher: publisherName },
    apiBasePath: `/${id}`,
    contact: siteContact(id),
    copyrightYear: 2025,
    licence: own.licence,
    editorialLogin: { url: editorialSystemDefaultUrl, journalId: own.editorialJournalId },
    social: socialPlaceholders,
    routes: journalRoutes,
    header: journalHeader,
    footer: journalFooter,
    pages: journalPages({ acronym, title, subject, ethicsTargets: own.ethicsTargets }),
    defaultMeta: {
      description: `${title} (${acronym}): open-access, peer-reviewed research in ${subject}.`,
      keywords: [acronym, subject, 'open access', 'peer reviewed journal'],
    },
    chat: null,
    journal: {
      subject,
      frequency: frequencyReadings,
      publicationMonths: bimonthlyMonths,
      startYear: 2024,
      format: 'Online',
      issn: own.issn,
      eIssn: own.eIssn,
      doiPrefix: own.doiPrefix,
      reviewModel: houseRules.reviewModel,
      badges: ['Plagiarism Checked', 'DOI Registered (CrossRef)'],
    },
    timelines: houseRules.timelines,
    policies: houseRules.policies,
    ethicsTargets: own.ethicsTargets,
    downloads: journalDownloads,
    sideColumn: { quickLinks: journalQuickLinks, policies: journalPolicyLinks },
    pagesWithoutSideColumn: journalPagesWithoutSideColumn,
  };
}
