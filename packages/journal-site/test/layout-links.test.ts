// @vitest-environment node
import { isNavGroup } from '@journals/design-system';
import { describe, expect, it } from 'vitest';
import { editorialLoginHref, footerLink } from '@journals/site-kit/ui/navigation';
import { headerNavigation, navLink, prefixedFile } from '../src/layout/links.ts';
import { journalPath, site } from './site.ts';
import { spec } from './spec-facts.ts';

const latest = '/current-issue/paperlist?year=2025&volume=2&issue=3';

describe('headerNavigation', () => {
  it('keeps the menus of the config in order, groups as groups', () => {
    const navigation = headerNavigation(site.header, latest);
    expect(navigation.map((item) => item.label)).toEqual([
      'Home',
      'About Us',
      'For Authors',
      'Current Issue',
      'Archives',
      'Conference',
      'Thesis',
      'Blog',
      'Contact Us',
    ]);
    const about = navigation.find((item) => item.label === 'About Us');
    expect(about && isNavGroup(about) ? about.items.map((item) => item.href) : []).toContain(
      '/FAQs',
    );
  });

  it('sends Current Issue to the latest issue', () => {
    const current = headerNavigation(site.header, latest).find(
      (item) => item.label === 'Current Issue',
    );
    expect(current).toEqual({ label: 'Current Issue', href: latest });
  });

  it.each([
    [{ label: 'Archives', to: '/archives' } as const, { label: 'Archives', href: '/archives' }],
    [
      { label: 'Current Issue', to: '/current-issue' } as const,
      { label: 'Current Issue', href: latest },
    ],
    [
      { label: 'Privacy Policy', to: '/privacy-policy', newTab: true } as const,
      { label: 'Privacy Policy', href: '/privacy-policy', newTab: true },
    ],
  ])('navLink(%o) is %o', (link, expected) => {
    expect(navLink(link, latest)).toEqual(expected);
  });
});

describe('footerLink', () => {
  it.each([
    [
      { label: 'Refund Policy', to: '/refund-policy', newTab: true } as const,
      { label: 'Refund Policy', href: '/refund-policy', newTab: true },
    ],
    [{ label: 'Downloads', to: '/downloads' } as const, { label: 'Downloads', href: '/downloads' }],
    [
      { label: 'Crossref', href: 'https://www.crossref.org/' } as const,
      { label: 'Crossref', href: 'https://www.crossref.org/' },
    ],
    [{ label: 'Indexing' }, { label: 'Indexing' }],
  ])('turns %o into %o', (entry, expected) => {
    expect(footerLink(entry)).toEqual(expected);
  });

  it('opens the legal pages of the journal footer in a new tab', () => {
    const links = site.footer.flatMap((block) => block.links.map(footerLink));
    const legal = links.filter((link) =>
      ['/privacy-policy', '/terms-and-conditions', '/refund-policy'].includes(link.href ?? ''),
    );
    expect(legal).toHaveLength(3);
    expect(legal.every((link) => link.newTab === true)).toBe(true);
  });
});

describe('editorialLoginHref', () => {
  it.each([
    [{ url: 'https://ems.example/login', journalId: 5 }, 'https://ems.example/login?journal_id=5'],
    [
      { url: 'https://ems.example/login?lang=en', journalId: 4 },
      'https://ems.example/login?lang=en&journal_id=4',
    ],
    [{ url: 'https://ems.example/login' }, 'https://ems.example/login'],
  ] as const)('%o -> %s', (login, expected) => {
    expect(editorialLoginHref(login)).toBe(expected);
  });

  it(`gives the journal id of the spec (${spec.editorialJournalId})`, () => {
    expect(editorialLoginHref(site.editorialLogin)).toMatch(
      new RegExp(`\\?journal_id=${spec.editorialJournalId}$`),
    );
  });
});

describe('prefixedFile', () => {
  it.each([
    ['downloads/manuscript-template.docx', `${journalPath}/downloads/manuscript-template.docx`],
    ['/downloads/copyright-form.pdf', `${journalPath}/downloads/copyright-form.pdf`],
  ])('%s -> %s', (file, expected) => {
    expect(prefixedFile(site.prefix, file)).toBe(expected);
  });
});
