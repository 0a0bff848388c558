// Header menus, footer blocks and side-column links shared by both journal sections.
import type { FooterBlock, InternalLink, MenuEntry } from '../types.ts';

export const journalAboutMenu: InternalLink[] = [
  { label: 'Aim and Scope', to: '/aim-and-scope' },
  { label: 'Editorial Board', to: '/editorial-board' },
  { label: 'Indexing and Abstracting', to: '/indexing-and-abstracting' },
  { label: 'Publication Ethics Policy', to: '/publication-ethics-policy' },
  { label: 'Peer Review Policy', to: '/peer-review-policy' },
  { label: 'Ethics', to: '/ethics' },
  { label: 'Cross Mark Policy', to: '/cross-mark-policy' },
  { label: 'Impact Factor', to: '/impact-Factor' },
  { label: 'Journal Particulars', to: '/journal-particulars' },
  { label: 'FAQs', to: '/FAQs' },
];

export const journalAuthorsMenu: InternalLink[] = [
  { label: 'Journal Publishing Process', to: '/journal-publishing-process' },
  { label: 'Topics', to: '/topics' },
  { label: 'Call for Papers', to: '/call-for-papers' },
  { label: 'Instruction for Author', to: '/instruction-for-author' },
  { label: 'Guidance for EMS', to: '/guidance-for-ems' },
  { label: 'Article Processing Charges', to: '/article-processing-charges' },
  { label: 'Paper Status', to: '/paper-status' },
  { label: 'Downloads', to: '/downloads' },
];

export const journalHeader: MenuEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', items: journalAboutMenu },
  { label: 'For Authors', items: journalAuthorsMenu },
  // The header resolves this to /current-issue/paperlist?year=..&volume=..&issue=.. from the
  // first archive entry, and keeps /current-issue when there is no archive data.
  { label: 'Current Issue', to: '/current-issue' },
  { label: 'Archives', to: '/archives' },
  {
    label: 'Conference',
    items: [
      { label: 'Published Conferences', to: '/conference' },
      { label: 'Conference Proceedings', to: '/conference-procedings' },
    ],
  },
  {
    label: 'Thesis',
    items: [
      { label: 'Thesis', to: '/thesis' },
      { label: 'Publications', to: '/publications' },
    ],
  },
  { label: 'Blog', to: '/blogs' },
  { label: 'Contact Us', to: '/contact-us' },
];

export const journalFooter: FooterBlock[] = [
  {
    heading: 'Guidelines',
    links: [
      { label: 'Instruction for Author', to: '/instruction-for-author' },
      { label: 'Journal Publishing Process', to: '/journal-publishing-process' },
      { label: 'Guidance for EMS', to: '/guidance-for-ems' },
      { label: 'Article Processing Charges', to: '/article-processing-charges' },
      { label: 'Call for Papers', to: '/call-for-papers' },
      { label: 'Downloads', to: '/downloads' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Publication Ethics Policy', to: '/publication-ethics-policy' },
      { label: 'Peer Review Policy', to: '/peer-review-policy' },
      { label: 'Cross Mark Policy', to: '/cross-mark-policy' },
      { label: 'Privacy Policy', to: '/privacy-policy', newTab: true },
      { label: 'Terms and Conditions', to: '/terms-and-conditions', newTab: true },
      { label: 'Refund Policy', to: '/refund-policy', newTab: true },
    ],
  },
];

export const journalQuickLinks: InternalLink[] = [
  { label: 'Current Issue', to: '/current-issue' },
  { label: 'Archives', to: '/archives' },
  { label: 'Editorial Board', to: '/editorial-board' },
  { label: 'Call for Papers', to: '/call-for-papers' },
  { label: 'Paper Status', to: '/paper-status' },
  { label: 'Topics', to: '/topics' },
];

export const journalPolicyLinks: InternalLink[] = [
  { label: 'Plagiarism Policy', to: '/ethics?target=plagiarism-policy' },
  { label: 'Editorial Policies', to: '/ethics?target=editorial-policies' },
  { label: 'Article Withdrawal', to: '/ethics?target=article-withdrawal' },
  { label: 'Copyright and Ownership', to: '/ethics?target=copyright-ownership' },
  { label: 'Open Access Policy', to: '/ethics?target=open-access-policy' },
];
