// Navigation samples shaped like the sites' menus.
import type { NavItem } from '../internal/navigation.ts';

export const aboutGroup = {
  label: 'About Us',
  items: [
    { label: 'Aim and Scope', href: '/aim-and-scope' },
    { label: 'Editorial Board', href: '/editorial-board' },
    { label: 'Indexing and Abstracting', href: '/indexing-and-abstracting' },
    { label: 'Publication Ethics Policy', href: '/publication-ethics-policy' },
    { label: 'Peer Review Policy', href: '/peer-review-policy' },
  ],
};

export const authorsGroup = {
  label: 'For Authors',
  items: [
    { label: 'Journal Publishing Process', href: '/journal-publishing-process' },
    { label: 'Call for Papers', href: '/call-for-papers' },
    { label: 'Instruction for Author', href: '/instruction-for-author' },
    { label: 'Article Processing Charges', href: '/article-processing-charges' },
    { label: 'Paper Status', href: '/paper-status' },
  ],
};

export const journalNavigation: NavItem[] = [
  { label: 'Home', href: '/' },
  aboutGroup,
  authorsGroup,
  { label: 'Current Issue', href: '/current-issue' },
  { label: 'Archives', href: '/archives' },
  { label: 'Conference', href: '/conference' },
  { label: 'Thesis', href: '/thesis' },
  { label: 'Blog', href: '/blogs' },
  { label: 'Contact Us', href: '/contact-us' },
];

export const publisherNavigation: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Journals', href: '/journals' },
  { label: 'For Authors', href: '/for-authors' },
  { label: 'Contact Us', href: '/contact-us' },
];

export const editorialLogin = 'https://editorial.indjournals.example/login?journal=5';
