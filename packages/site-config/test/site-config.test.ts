import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  pageMeta,
  relativePath,
  siteConfigs,
  sitePath,
  withEnvironment,
  type JournalSiteConfig,
  type LinkEntry,
  type MenuEntry,
  type PublisherSiteConfig,
  type SiteConfig,
} from '../src/index.ts';

const publisher: PublisherSiteConfig = siteConfigs.publisher;
const indjeee: JournalSiteConfig = siteConfigs.indjeee;
const indjece: JournalSiteConfig = siteConfigs.indjece;
const sites: SiteConfig[] = [publisher, indjeee, indjece];

function internalTargets(config: SiteConfig): string[] {
  const fromMenu = (entry: MenuEntry): string[] =>
    'items' in entry ? entry.items.map((item) => item.to) : [entry.to];
  const fromLink = (entry: LinkEntry): string[] => ('to' in entry ? [entry.to] : []);
  const targets = [
    ...config.header.flatMap(fromMenu),
    ...config.footer.flatMap((block) => block.links.flatMap(fromLink)),
  ];
  if (config.kind === 'journal') {
    targets.push(...config.sideColumn.quickLinks.map((link) => link.to));
    targets.push(...config.sideColumn.policies.map((link) => link.to));
  }
  return targets;
}

describe('every site config', () => {
  it.each(sites.map((site) => [site.id, site] as const))(
    '%s states its particulars',
    (_id, site) => {
      expect(site.names.acronym).not.toBe('');
      expect(site.names.title.length).toBeGreaterThan(site.names.acronym.length);
      expect(site.language).toBe('en');
      expect(site.copyrightYear).toBe(2025);
      expect(site.contact.supportEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(site.contact.phone).toMatch(/^\+?[\d ]+$/);
      expect(site.contact.supportHours.text).toBe('Mon to Fri, 10AM to 08PM (IST)');
      expect(site.editorialLogin.url).toMatch(/^https:\/\//);
      expect(site.header.length).toBeGreaterThan(0);
      expect(site.footer.length).toBeGreaterThan(0);
      expect(site.routes).toContain('/');
    },
  );

  it('has prefixes that are unique and end in a slash', () => {
    const prefixes = sites.map((site) => site.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/([a-z]+\/)?$/);
    expect(prefixes).toEqual(['/', '/indjeee/', '/indjece/']);
  });

  it.each(sites.map((site) => [site.id, site] as const))(
    '%s: every navigation target is a route the site declares',
    (_id, site) => {
      const targets = internalTargets(site);
      expect(targets.length).toBeGreaterThan(5);
      const unknown = targets.filter((to) => matchRoute(site, to) === undefined);
      expect(unknown).toEqual([]);
    },
  );

  it.each(sites.map((site) => [site.id, site] as const))(
    '%s: every path in the pages map has a title and a description',
    (_id, site) => {
      for (const [path, meta] of Object.entries(site.pages)) {
        expect(matchRoute(site, path), path).toBeDefined();
        expect(meta.title, path).not.toBe('');
        expect(meta.description.length, path).toBeGreaterThan(20);
        expect(meta.keywords.length, path).toBeGreaterThan(0);
      }
    },
  );
});

describe('journal sections', () => {
  const titledPaths = [
    '/',
    '/ethics',
    '/aim-and-scope',
    '/editorial-board',
    '/peer-review-policy',
    '/publication-ethics-policy',
    '/indexing-and-abstracting',
    '/cross-mark-policy',
    '/impact-factor',
    '/FAQs',
    '/journal-publishing-process',
    '/archives',
    '/current-issue',
    '/publications',
    '/thesis',
    '/conference',
    '/conference-procedings',
    '/topics',
    '/blogs',
    '/call-for-papers',
    '/instruction-for-author',
    '/guidance-for-ems',
    '/paper-status',
    '/article-processing-charges',
    '/journal-particulars',
    '/downloads',
    '/contact-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/refund-policy',
  ];

  it.each([indjeee, indjece].map((site) => [site.id, site] as const))(
    '%s has a title for each of the 30 listed paths',
    (_id, site) => {
      for (const path of titledPaths) {
        expect(
          Object.keys(site.pages).map((key) => key.toLowerCase()),
          path,
        ).toContain(path.toLowerCase());
      }
    },
  );

  it('names each journal by acronym with a descriptive title and its own editorial id', () => {
    expect(indjeee.names.acronym).toBe('INDJEEE');
    expect(indjece.names.acronym).toBe('INDJECE');
    expect(indjeee.editorialLogin.journalId).toBe(4);
    expect(indjece.editorialLogin.journalId).toBe(5);
    expect(indjece.names.title).toMatch(/Electronics and Communication Engineering/);
  });

  it('states both frequency readings, the particulars and the licences', () => {
    for (const site of [indjeee, indjece]) {
      expect(site.journal.frequency.primary).toMatch(/bi-monthly/i);
      expect(site.journal.frequency.alternate).toBe('3 issues per year');
      expect(site.journal.startYear).toBe(2024);
      expect(site.journal.format).toBe('Online');
      expect(site.journal.issn).toMatch(/^\d{4}-\d{3}[\dX]$/);
      expect(site.journal.eIssn).toMatch(/^\d{4}-\d{3}[\dX]$/);
      expect(site.journal.doiPrefix).toMatch(/^10\.\d{4,}$/);
      expect(site.contact.journalEmail).toMatch(/@/);
    }
    expect(publisher.licence.spdx).toBe('CC-BY-4.0');
    expect(indjeee.licence.spdx).toBe('CC-BY-4.0');
    expect(indjece.licence.spdx).toBe('CC-BY-NC-ND-4.0');
  });

  it('keeps the section 9 timelines in one place', () => {
    const { timelines, policies } = indjece;
    expect(timelines.initialDecisionWorkingDays).toEqual({ min: 7, max: 10 });
    expect(timelines.reviewWeeks).toEqual({ min: 2, max: 4 });
    expect(timelines.finalDecisionWeeks).toEqual({ min: 6, max: 8 });
    expect(timelines.conferenceEvaluationWorkingDays).toEqual({ min: 1, max: 3 });
    expect(timelines.conferencePublicationWorkingDays).toEqual({ min: 5, max: 10 });
    expect(policies.plagiarismMaxPercent).toBe(20);
    expect(policies.refunds.processingBusinessDays).toEqual({ min: 14, max: 30 });
  });

  it('offers the ethics targets each spec names', () => {
    expect(indjece.ethicsTargets).toHaveLength(6);
    expect(indjeee.ethicsTargets).toEqual([
      'plagiarism-policy',
      'editorial-policies',
      'article-withdrawal',
      'copyright-ownership',
      'open-access-policy',
    ]);
  });

  it('describes the ethics page by the sections the journal has', () => {
    expect(pageMeta(indjeee, '/ethics').description).toBe(
      'Ethics policy of INDJEEE: plagiarism, editorial policies, article withdrawal, copyright and ownership, open access.',
    );
    expect(pageMeta(indjece, '/ethics').description).toMatch(
      /^Ethics policy of INDJECE: author instructions, /,
    );
  });

  it('opens the legal pages from the footer in a new tab', () => {
    const links = indjece.footer.flatMap((block) => block.links);
    const legal = links.filter((link) => 'to' in link && link.newTab);
    expect(legal.map((link) => ('to' in link ? link.to : ''))).toEqual([
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
    ]);
  });
});

describe('publisher site', () => {
  it('lists the footer links of the spec, with Indexing as text', () => {
    const labels = publisher.footer.flatMap((block) => block.links);
    const targets = labels.map((link) => ('to' in link ? link.to : link.label));
    expect(targets).toEqual([
      '/journals',
      '/submit-paper',
      '/editorial-board',
      '/publication&ethics',
      'Indexing',
      '/guidence-for-authors',
      '/peer-review-process',
      '/open-access-policy',
      '/copyright-policy',
      '/faqs',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]);
  });

  it('has six journals, three bi-monthly and three with 3 issues a year', () => {
    const { journals } = publisher;
    expect(journals).toHaveLength(6);
    expect(journals.filter((j) => j.publicationFrequency === 'Bi-monthly')).toHaveLength(3);
    expect(journals.filter((j) => j.publicationFrequency === '3 issues per year')).toHaveLength(3);
    expect(journals.filter((j) => j.eIssn === 'Applied')).toHaveLength(1);
  });

  it('has the fixed stats and three hero slides rotating every 5 s with a 300 ms fade', () => {
    const { stats, hero } = publisher;
    expect(stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '8 Journals',
      '10k+ Published Papers',
      '250+ Expert Reviewers',
      '85% Author Satisfaction',
    ]);
    expect(hero.slides).toHaveLength(3);
    expect(hero.intervalMs).toBe(5000);
    expect(hero.fadeMs).toBe(300);
  });
});

describe('path helpers', () => {
  it.each([
    ['/', '/archives', '/archives'],
    ['/indjece/', '/archives', '/indjece/archives'],
    ['/indjece/', '/', '/indjece/'],
    ['/indjeee/', 'ethics?target=plagiarism-policy', '/indjeee/ethics?target=plagiarism-policy'],
  ] as const)('sitePath(%s, %s) is %s', (prefix, to, expected) => {
    expect(sitePath({ prefix }, to)).toBe(expected);
  });

  it.each([
    ['/indjece/', '/indjece/archives', '/archives'],
    ['/indjece/', '/indjece', '/'],
    ['/indjece/', '/indjeee/archives', null],
    ['/', '/about', '/about'],
  ] as const)('relativePath(%s, %s) is %s', (prefix, pathname, expected) => {
    expect(relativePath({ prefix }, pathname)).toBe(expected);
  });

  it('matches parameterised routes and ignores the query', () => {
    const site = indjece;
    expect(matchRoute(site, '/blogs/first-post')).toBe('/blogs/:slug');
    expect(matchRoute(site, '/archives/paperlist?year=2025')).toBe('/archives/paperlist');
    expect(matchRoute(site, '/no-such-page')).toBeUndefined();
  });

  it('finds titles case-insensitively and makes a default title from the first segment', () => {
    const site = indjece;
    expect(pageMeta(site, '/impact-Factor').title).toBe('Impact Factor | INDJECE');
    expect(pageMeta(site, '/faqs').title).toBe('FAQs | INDJECE');
    expect(pageMeta(site, '/archives/paperlist').title).toBe('ARCHIVES | INDJECE');
    expect(pageMeta(site, '/something-else/x').title).toBe('SOMETHING-ELSE | INDJECE');
    expect(pageMeta(site, '/something-else').description).toBe(site.defaultMeta.description);
  });
});

describe('configuration from the environment', () => {
  it('reads contact values and the editorial system address, keeping defaults otherwise', () => {
    const site = withEnvironment(indjece, {
      INDJECE_SUPPORT_EMAIL: 'help@journal.test',
      INDJECE_PHONE: '+91 98765 43210',
      INDJECE_JOURNAL_EMAIL: ' ',
      EDITORIAL_SYSTEM_URL: 'https://ems.journal.test/login',
    });
    expect(site.contact.supportEmail).toBe('help@journal.test');
    expect(site.contact.phone).toBe('+91 98765 43210');
    expect(site.contact.journalEmail).toBe(indjece.contact.journalEmail);
    expect(site.editorialLogin).toEqual({ url: 'https://ems.journal.test/login', journalId: 5 });
  });

  it('ignores an editorial address that is not https', () => {
    const site = withEnvironment(publisher, { EDITORIAL_SYSTEM_URL: 'javascript:alert(1)' });
    expect(site.editorialLogin.url).toBe(publisher.editorialLogin.url);
    expect(site.contact.journalEmail).toBeUndefined();
  });
});
