// The publisher site, mounted at / (docs/spec/publisher-and-indjeee.md sections 1 and 2).
import { editorialSystemDefaultUrl } from '../contact-defaults.ts';
import { houseRules, publisherName, siteContact, socialPlaceholders } from '../journal/defaults.ts';
import type { PageMeta, PublisherSiteConfig } from '../types.ts';

const routes = [
  '/',
  '/about',
  '/for-authors',
  '/journals',
  '/contact-us',
  '/publication&ethics',
  '/guidence-for-authors',
  '/peer-review-process',
  '/open-access-policy',
  '/cookie-policy',
  '/privacy-policy',
  '/terms-of-service',
  '/faqs',
  // Listed in the footer; their pages come with the publisher app.
  '/submit-paper',
  '/editorial-board',
  '/copyright-policy',
] as const satisfies readonly `/${string}`[];

const name = publisherName;

function meta(title: string, description: string, keywords: string): PageMeta {
  return { title: `${title} | ${name}`, description, keywords: keywords.split(', ') };
}

const pages: Record<(typeof routes)[number], PageMeta> = {
  '/': {
    title: `${name} | Open-Access, Peer-Reviewed Engineering and Science Journals`,
    description: `${name} publishes open-access, peer-reviewed journals in engineering, computer science, applied sciences and multidisciplinary studies, with DOIs and fast publication.`,
    keywords: ['open access publisher', 'peer reviewed journals', 'engineering journals', 'DOI'],
  },
  '/about': meta(
    'About Us',
    `The story, aims and research scope of ${name}.`,
    'about, aims, research scope',
  ),
  '/for-authors': meta(
    'For Authors',
    `Submission guidelines, the four-step submission process, processing charges and copyright at ${name}.`,
    'authors, submission guidelines, processing charges',
  ),
  '/journals': meta(
    'Journals',
    `The six journals of ${name}, their frequency and e-ISSN.`,
    'journals, e-ISSN, frequency',
  ),
  '/contact-us': meta(
    'Contact Us',
    `Reach the ${name} support team by e-mail or phone.`,
    'contact, support',
  ),
  '/publication&ethics': meta(
    'Publication Ethics',
    `The publication ethics policy of ${name}, following COPE guidance.`,
    'publication ethics, COPE',
  ),
  '/guidence-for-authors': meta(
    'Guidance for Authors',
    `The publication ethics policy and guidance for authors of ${name}.`,
    'guidance for authors, ethics',
  ),
  '/peer-review-process': meta(
    'Peer Review Process',
    `How manuscripts are reviewed at ${name}: screening, peer review and decision.`,
    'peer review, double-blind review',
  ),
  '/open-access-policy': meta(
    'Open Access Policy',
    `Every article of ${name} is free to read, download and share under its licence.`,
    'open access, licence',
  ),
  '/cookie-policy': meta(
    'Cookie Policy',
    `Which cookies the ${name} website uses and how to control them.`,
    'cookies, privacy',
  ),
  '/privacy-policy': meta(
    'Privacy Policy',
    `What personal data ${name} collects, why, and your rights.`,
    'privacy policy, personal data',
  ),
  '/terms-of-service': meta(
    'Terms of Service',
    `The terms that govern use of the ${name} website.`,
    'terms of service',
  ),
  '/faqs': meta(
    'FAQs',
    `Answers to common questions about publishing with ${name}.`,
    'FAQ, questions',
  ),
  '/submit-paper': meta(
    'Submit a Paper',
    `How to submit a manuscript to a ${name} journal through the editorial system.`,
    'submit paper, manuscript submission',
  ),
  '/editorial-board': meta(
    'Editorial Board',
    `The editors and reviewers behind the journals of ${name}.`,
    'editorial board, editors',
  ),
  '/copyright-policy': meta(
    'Copyright Policy',
    `Authors keep their copyright; how ${name} licenses and publishes their work.`,
    'copyright, licence',
  ),
};

export const publisher = {
  kind: 'publisher',
  id: 'publisher',
  prefix: '/',
  language: 'en',
  names: {
    acronym: name,
    title: `${name}: Open-Access Academic Publishing`,
    titleVariants: [],
    publisher: name,
  },
  apiBasePath: '/publisher',
  contact: siteContact('publisher'),
  copyrightYear: 2025,
  licence: {
    name: 'Creative Commons Attribution 4.0 International',
    spdx: 'CC-BY-4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  editorialLogin: { url: editorialSystemDefaultUrl },
  social: socialPlaceholders,
  routes,
  header: [
    { label: 'Home', to: '/' },
    { label: 'About Us', to: '/about' },
    { label: 'Journals', to: '/journals' },
    { label: 'For Authors', to: '/for-authors' },
    { label: 'Contact Us', to: '/contact-us' },
  ],
  footer: [
    {
      heading: 'For Authors',
      links: [
        { label: 'Journals', to: '/journals' },
        { label: 'Submit Paper', to: '/submit-paper' },
        { label: 'Editorial Board', to: '/editorial-board' },
        { label: 'Publication Ethics', to: '/publication&ethics' },
        { label: 'Indexing' },
        { label: 'Guidance for Authors', to: '/guidence-for-authors' },
      ],
    },
    {
      heading: 'Policies',
      links: [
        { label: 'Peer Review Process', to: '/peer-review-process' },
        { label: 'Open Access Policy', to: '/open-access-policy' },
        { label: 'Copyright Policy', to: '/copyright-policy' },
        { label: 'FAQs', to: '/faqs' },
        { label: 'Privacy Policy', to: '/privacy-policy' },
        { label: 'Terms of Service', to: '/terms-of-service' },
        { label: 'Cookie Policy', to: '/cookie-policy' },
      ],
    },
  ],
  pages,
  defaultMeta: {
    description: `${name}: open-access, peer-reviewed academic journals.`,
    keywords: ['open access', 'academic publisher', 'peer review'],
  },
  chat: null,
  hero: {
    intervalMs: 5000,
    fadeMs: 300,
    slides: [
      {
        id: 1,
        title: 'Open Access Research for Everyone',
        desc: 'Every article is free to read, download and share from the day it is published.',
        image: 'images/hero-open-access.svg',
      },
      {
        id: 2,
        title: 'Rigorous Double-Blind Peer Review',
        desc: 'Expert reviewers assess every manuscript, with plagiarism screening and COPE ethics.',
        image: 'images/hero-peer-review.svg',
      },
      {
        id: 3,
        title: 'Fast Publication with DOIs',
        desc: 'Accepted papers are published quickly, registered with a DOI and sent for indexing.',
        image: 'images/hero-fast-publication.svg',
      },
    ],
  },
  stats: [
    { value: '8', label: 'Journals' },
    { value: '10k+', label: 'Published Papers' },
    { value: '250+', label: 'Expert Reviewers' },
    { value: '85%', label: 'Author Satisfaction' },
  ],
  journals: [
    {
      id: 1,
      title: 'INDJEEE',
      fullTitle: 'Indian Journal of Electrical and Electronics Engineering',
      eIssn: '9999-0024',
      publicationMonth: 'Feb, Apr, Jun, Aug, Oct, Dec',
      publicationFrequency: 'Bi-monthly',
      imageUrl: 'images/journal-indjeee.svg',
      link: '/indjeee/',
    },
    {
      id: 2,
      title: 'INDJECE',
      fullTitle: 'Indian Journal of Electronics and Communication Engineering',
      eIssn: '9999-0040',
      publicationMonth: 'Feb, Apr, Jun, Aug, Oct, Dec',
      publicationFrequency: 'Bi-monthly',
      imageUrl: 'images/journal-indjece.svg',
      link: '/indjece/',
    },
    {
      id: 3,
      title: 'INDJCST',
      fullTitle: 'Indian Journal of Computer Science and Technology',
      eIssn: '9999-0059',
      publicationMonth: 'Feb, Apr, Jun, Aug, Oct, Dec',
      publicationFrequency: 'Bi-monthly',
      imageUrl: 'images/journal-indjcst.svg',
      link: 'https://indjournals.example/indjcst/',
    },
    {
      id: 4,
      title: 'INDJME',
      fullTitle: 'Indian Journal of Mechanical Engineering',
      eIssn: '9999-0067',
      publicationMonth: 'Apr, Aug, Dec',
      publicationFrequency: '3 issues per year',
      imageUrl: 'images/journal-indjme.svg',
      link: 'https://indjournals.example/indjme/',
    },
    {
      id: 5,
      title: 'INDJCE',
      fullTitle: 'Indian Journal of Civil Engineering',
      eIssn: '9999-0075',
      publicationMonth: 'Apr, Aug, Dec',
      publicationFrequency: '3 issues per year',
      imageUrl: 'images/journal-indjce.svg',
      link: 'https://indjournals.example/indjce/',
    },
    {
      id: 6,
      title: 'INDJAMS',
      fullTitle: 'Indian Journal of Applied and Multidisciplinary Studies',
      // The ISSN has been applied for: the card says so.
      eIssn: 'Applied',
      publicationMonth: 'Apr, Aug, Dec',
      publicationFrequency: '3 issues per year',
      imageUrl: 'images/journal-indjams.svg',
      link: 'https://indjournals.example/indjams/',
    },
  ],
  audienceTabs: [
    { value: 'authors', label: 'For Authors' },
    { value: 'researchers', label: 'For Researchers' },
    { value: 'editors', label: 'For Editors & Reviewers' },
    { value: 'librarians', label: 'For Librarians' },
    { value: 'reviewers', label: 'For Reviewers' },
  ],
  refunds: {
    processingBusinessDays: houseRules.policies.refunds.processingBusinessDays,
    nonRefundableWhen: 'after acceptance and publication, except for an editorial error',
  },
  houseRules,
  jurisdiction: 'the courts of the place of the publisher’s registered office',
} satisfies PublisherSiteConfig;
