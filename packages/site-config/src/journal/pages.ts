// Title, description and keywords per journal path. Written from the spec's facts; each journal
// passes its own names so the texts name the right journal.
import type { PageMeta } from '../types.ts';

export interface JournalNames {
  acronym: string;
  title: string;
  subject: string;
  /** The sections of the ethics page, named in its description. */
  ethicsTargets: readonly string[];
}

/** How the ethics page's description names each section. */
const ethicsTopics: Record<string, string> = {
  'instructions-for-authors': 'author instructions',
  'open-access-policy': 'open access',
  'plagiarism-policy': 'plagiarism',
  'editorial-policies': 'editorial policies',
  'article-withdrawal': 'article withdrawal',
  'copyright-ownership': 'copyright and ownership',
};

type PageText = readonly [path: `/${string}`, title: string, description: string, keywords: string];

function pageTexts({ acronym, title, subject, ethicsTargets }: JournalNames): PageText[] {
  const ethicsSections = ethicsTargets.map((target) => ethicsTopics[target] ?? target).join(', ');
  return [
    [
      '/',
      `${acronym} | ${title}`,
      `${title} (${acronym}): an open-access, peer-reviewed journal in ${subject}, with DOIs, plagiarism screening and fast publication.`,
      `${acronym}, ${subject}, open access journal, peer reviewed`,
    ],
    [
      '/ethics',
      `Ethics Policy | ${acronym}`,
      `Ethics policy of ${acronym}: ${ethicsSections}.`,
      'ethics policy, plagiarism policy, article withdrawal, copyright',
    ],
    [
      '/aim-and-scope',
      `Aim and Scope | ${acronym}`,
      `The aim of ${title} and the topics in ${subject} it publishes.`,
      'aim and scope, topics, research areas',
    ],
    [
      '/editorial-board',
      `Editorial Board | ${acronym}`,
      `The Editor-in-Chief, editors and reviewers who run ${acronym}, with their affiliations.`,
      'editorial board, editor-in-chief, editors, reviewers',
    ],
    [
      '/peer-review-policy',
      `Peer Review Policy | ${acronym}`,
      `How ${acronym} reviews manuscripts: pre-screening, at least two expert reviewers, recommendations and the Editor-in-Chief's decision.`,
      'peer review, double-blind review, reviewers',
    ],
    [
      '/publication-ethics-policy',
      `Publication Ethics Policy | ${acronym}`,
      `Publication ethics at ${acronym}: duties of authors, reviewers and editors following COPE guidance.`,
      'publication ethics, COPE, misconduct',
    ],
    [
      '/indexing-and-abstracting',
      `Indexing and Abstracting | ${acronym}`,
      `Databases and services where ${acronym} articles are indexed and abstracted.`,
      'indexing, abstracting, databases',
    ],
    [
      '/cross-mark-policy',
      `Cross Mark Policy | ${acronym}`,
      `How ${acronym} keeps published articles current: corrections, retractions and expressions of concern.`,
      'crossmark, corrections, retractions',
    ],
    [
      '/impact-factor',
      `Impact Factor | ${acronym}`,
      `Citation metrics of ${acronym} and how they are reported.`,
      'impact factor, citations, metrics',
    ],
    [
      '/FAQs',
      `FAQs | ${acronym}`,
      `Answers to common questions about submitting to and publishing in ${acronym}.`,
      'FAQ, questions, submission help',
    ],
    [
      '/journal-publishing-process',
      `Journal Publishing Process | ${acronym}`,
      `From submission to publication: the steps an article takes at ${acronym} and how long each takes.`,
      'publishing process, submission, timeline',
    ],
    [
      '/archives',
      `Archives | ${acronym}`,
      `All volumes and issues of ${title}, by year.`,
      'archives, volumes, issues, back issues',
    ],
    [
      '/current-issue',
      `Current Issue | ${acronym}`,
      `Papers of the latest issue of ${title}.`,
      'current issue, latest papers',
    ],
    [
      '/publications',
      `Publications | ${acronym}`,
      `Theses published by ${acronym}, by year and volume.`,
      'publications, thesis, dissertations',
    ],
    [
      '/thesis',
      `Thesis | ${acronym}`,
      `Theses published by ${acronym}, by year and volume.`,
      'thesis, dissertations',
    ],
    [
      '/conference',
      `Conferences | ${acronym}`,
      `Conference proceedings published by ${acronym}.`,
      'conference proceedings, conference papers',
    ],
    [
      '/conference-procedings',
      `Conference Proceedings | ${acronym}`,
      `How conference organisers publish their proceedings with ${acronym}: procedure, benefits and FAQs.`,
      'conference proceedings, collaboration, MOU',
    ],
    [
      '/topics',
      `Topics | ${acronym}`,
      `Research topics ${acronym} accepts, grouped by category.`,
      'topics, research areas, categories',
    ],
    [
      '/blogs',
      `Blog | ${acronym}`,
      `News, guidance and articles from the ${acronym} editorial team.`,
      'blog, news, author guidance',
    ],
    [
      '/call-for-papers',
      `Call for Papers | ${acronym}`,
      `${acronym} invites original research in ${subject} for its next issue.`,
      'call for papers, submit manuscript',
    ],
    [
      '/instruction-for-author',
      `Instruction for Author | ${acronym}`,
      `How to prepare a manuscript for ${acronym}: length, format, figures, tables and references.`,
      'author instructions, manuscript format, guidelines',
    ],
    [
      '/guidance-for-ems',
      `Guidance for EMS | ${acronym}`,
      `How to use the editorial management system to submit and track a paper at ${acronym}.`,
      'editorial management system, EMS, submission',
    ],
    [
      '/paper-status',
      `Paper Status | ${acronym}`,
      `How to check the status of a paper submitted to ${acronym}.`,
      'paper status, manuscript tracking',
    ],
    [
      '/article-processing-charges',
      `Article Processing Charges | ${acronym}`,
      `The one-time article processing charge of ${acronym}, what it covers and how to pay.`,
      'article processing charges, APC, fees',
    ],
    [
      '/journal-particulars',
      `Journal Particulars | ${acronym}`,
      `${acronym} at a glance: frequency, starting year, language, format, ISSN, DOI prefix and checks.`,
      'ISSN, DOI, frequency, journal particulars',
    ],
    [
      '/downloads',
      `Downloads | ${acronym}`,
      `The manuscript template and the copyright form of ${acronym}.`,
      'manuscript template, copyright form, downloads',
    ],
    [
      '/contact-us',
      `Contact Us | ${acronym}`,
      `Contact the editorial office and support team of ${acronym}.`,
      'contact, editorial office, support',
    ],
    [
      '/privacy-policy',
      `Privacy Policy | ${acronym}`,
      `What personal data ${acronym} collects, why, and your rights.`,
      'privacy policy, personal data',
    ],
    [
      '/terms-and-conditions',
      `Terms and Conditions | ${acronym}`,
      `The terms that govern use of the ${acronym} website and its services.`,
      'terms and conditions, licence',
    ],
    [
      '/refund-policy',
      `Refund Policy | ${acronym}`,
      `When ${acronym} refunds article processing charges and how long refunds take.`,
      'refund policy, article processing charges',
    ],
  ];
}

/** The pages map of a journal section. */
export function journalPages(names: JournalNames): Record<`/${string}`, PageMeta> {
  return Object.fromEntries(
    pageTexts(names).map(([path, title, description, keywords]) => [
      path,
      { title, description, keywords: keywords.split(', ') },
    ]),
  );
}
