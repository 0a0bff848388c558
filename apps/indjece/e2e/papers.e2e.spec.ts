// The paper area's pages (indexes, lists, details) as readers and crawlers get them: status,
// title, heading, no console errors, no axe violations, at desktop and 360 px; the details pages'
// canonical redirect, 404, section focus, and what they give without JavaScript (Google Scholar).
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect as baseExpect, prefix, test } from './fixtures.ts';
import { archiveSlots, call, type Slot } from './reference-data.ts';

// Several navigations and an axe run per test: more than the default 30 s (and 5 s per
// expectation) on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// ---- What the reference API holds (asked through the app's own api/ route) ----

interface PaperRef {
  id: string;
  title: string;
  authors: string[];
}

function authorsOf(item: Record<string, unknown>): string[] {
  return [1, 2, 3, 4, 5, 6]
    .map((n) => String(item[`author_${n}`] ?? '').trim())
    .filter((author) => author !== '');
}

async function firstArticle(request: APIRequestContext, slot: Slot): Promise<PaperRef> {
  const { papersList } = await call<{ papersList: Record<string, unknown>[] }>(
    request,
    'archivePaperListing',
    {
      ...slot,
      page: 1,
      per_page: 5,
    },
  );
  const paper = papersList[0]!;
  return {
    id: String(paper.paper_id),
    title: String(paper.paper_title),
    authors: authorsOf(paper),
  };
}

async function firstThesis(
  request: APIRequestContext,
): Promise<PaperRef & { year: number; volume: number }> {
  const { thesis } = await call<{ thesis: Record<string, string[]> }>(
    request,
    'thesisYearListing',
    {},
  );
  const [year, volumes] = Object.entries(thesis)[0]!;
  const volume = Number(volumes[0]);
  const { papersList } = await call<{ papersList: Record<string, unknown>[] }>(
    request,
    'thesisDataListing',
    {
      thesis_year: Number(year),
      thesis_volume: volume,
      page: 1,
      per_page: 10,
    },
  );
  const paper = papersList[0]!;
  return {
    id: String(paper.id),
    title: String(paper.title),
    authors: authorsOf(paper),
    year: Number(year),
    volume,
  };
}

interface Conference extends Slot {
  id: number;
  name: string;
}

async function firstConference(request: APIRequestContext): Promise<Conference> {
  const { Conference_CategoriesList } = await call<{ Conference_CategoriesList: Conference[] }>(
    request,
    'conferenceCategoriesFetch',
    {},
  );
  const conference = Conference_CategoriesList[0]!;
  return {
    ...conference,
    id: Number(conference.id),
    year: Number(conference.year),
    volume: Number(conference.volume),
    issue: Number(conference.issue),
  };
}

async function firstConferencePaper(request: APIRequestContext): Promise<PaperRef> {
  const conference = await firstConference(request);
  const { ConferenceList } = await call<{ ConferenceList: Record<string, unknown>[] }>(
    request,
    'conferenceFetch',
    {
      id: conference.id,
      page: 1,
      per_page: 5,
    },
  );
  const paper = ConferenceList[0]!;
  return { id: String(paper.id), title: String(paper.title), authors: authorsOf(paper) };
}

/** The title as the details link spells it (spec: lowercased, non-alphanumeric runs to '-'). */
function slug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function detailsPath(
  area: string,
  paper: Pick<PaperRef, 'id' | 'title'>,
  section?: string,
): string {
  const query = new URLSearchParams({ paperid: paper.id, papertitle: slug(paper.title) });
  if (section) query.set('section', section);
  return `${area}/paper-details?${query.toString()}`;
}

function issueHeading({ year, volume, issue }: Slot): string {
  return `Volume ${volume}, Issue ${issue} (${year})`;
}

function conferenceListPath(conference: Conference): string {
  const query = new URLSearchParams({
    id: String(conference.id),
    name: conference.name,
    year: String(conference.year),
    volume: String(conference.volume),
    issue: String(conference.issue),
  });
  return `conference/paperlist?${query.toString()}`;
}

// ---- Every paper route ----

interface RoutePage {
  path: string;
  title: string;
  h1: string | RegExp;
}

type RouteCase = [name: string, resolve: (request: APIRequestContext) => Promise<RoutePage>];

const routeCases: RouteCase[] = [
  ['/archives', async () => ({ path: 'archives', title: 'Archives | INDJECE', h1: 'Archives' })],
  [
    '/current-issue',
    async () => ({ path: 'current-issue', title: 'Current Issue | INDJECE', h1: 'Current Issue' }),
  ],
  ['/thesis', async () => ({ path: 'thesis', title: 'Thesis | INDJECE', h1: 'Thesis' })],
  [
    '/publications',
    async () => ({ path: 'publications', title: 'Publications | INDJECE', h1: 'Publications' }),
  ],
  [
    '/conference',
    async () => ({
      path: 'conference',
      title: 'Conferences | INDJECE',
      h1: 'Published Conferences',
    }),
  ],
  [
    '/archives/paperlist',
    async (request) => {
      const slot = (await archiveSlots(request))[0]!;
      return {
        path: `archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`,
        title: `${issueHeading(slot)} | INDJECE`,
        h1: issueHeading(slot),
      };
    },
  ],
  [
    '/current-issue/paperlist',
    async (request) => {
      const slot = (await archiveSlots(request)).at(-1)!;
      return {
        path: `current-issue/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`,
        title: `${issueHeading(slot)} | INDJECE`,
        h1: issueHeading(slot),
      };
    },
  ],
  [
    '/thesis/paperlist',
    async (request) => {
      const { year, volume } = await firstThesis(request);
      const heading = `Volume ${volume}, Year ${year}`;
      return {
        path: `thesis/paperlist?year=${year}&volume=${volume}`,
        title: `${heading} | INDJECE`,
        h1: heading,
      };
    },
  ],
  [
    '/conference/paperlist',
    async (request) => {
      const conference = await firstConference(request);
      return {
        path: conferenceListPath(conference),
        title: `${conference.name}, ${issueHeading(conference)} | INDJECE`,
        h1: `${conference.name} ${issueHeading(conference)}`,
      };
    },
  ],
  [
    '/archives/paper-details',
    async (request) => {
      const paper = await firstArticle(request, (await archiveSlots(request))[0]!);
      return {
        path: detailsPath('archives', paper),
        title: `${paper.title} | INDJECE`,
        h1: paper.title,
      };
    },
  ],
  [
    '/current-issue/paper-details',
    async (request) => {
      const paper = await firstArticle(request, (await archiveSlots(request)).at(-1)!);
      return {
        path: detailsPath('current-issue', paper),
        title: `${paper.title} | INDJECE`,
        h1: paper.title,
      };
    },
  ],
  [
    '/thesis/paper-details',
    async (request) => {
      const paper = await firstThesis(request);
      return {
        path: detailsPath('thesis', paper),
        title: `${paper.title} | INDJECE`,
        h1: paper.title,
      };
    },
  ],
  [
    '/conference/paper-details',
    async (request) => {
      const paper = await firstConferencePaper(request);
      return {
        path: detailsPath('conference', paper),
        title: `${paper.title} | INDJECE`,
        h1: paper.title,
      };
    },
  ],
];

test.describe('every paper route', () => {
  for (const [name, resolve] of routeCases) {
    test(`${name} is server-rendered with its title and heading, accessible, without console errors`, async ({
      page,
      request,
      pageErrors,
    }) => {
      const route = await resolve(request);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        /^https?:\/\/[^/]+\/indjece\//,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

// ---- Index pages ----

test.describe('the index pages', () => {
  test('/archives links every issue to its list, the current one marked', async ({
    page,
    request,
  }) => {
    const slots = await archiveSlots(request);
    await page.goto('archives');
    for (const slot of [slots[0]!, slots.at(-1)!]) {
      const link = page.getByRole('link', { name: new RegExp(`^${escape(issueHeading(slot))}`) });
      await expect(link).toHaveAttribute(
        'href',
        `${prefix}archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`,
      );
    }
    const current = slots.at(-1)!;
    await expect(page.locator('a[aria-current=true]')).toHaveAccessibleName(
      `${issueHeading(current)} Current`,
    );
    await page
      .getByRole('link', { name: new RegExp(`^${escape(issueHeading(slots[0]!))}`) })
      .click();
    await expect(page).toHaveURL(/\/indjece\/archives\/paperlist\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(slots[0]!));
  });

  test('/current-issue highlights the current issue and leads to its list', async ({
    page,
    request,
  }) => {
    const current = (await archiveSlots(request)).at(-1)!;
    await page.goto('current-issue');
    await expect(
      page.getByRole('heading', { level: 2, name: issueHeading(current) }),
    ).toBeVisible();
    await page.getByRole('link', { name: /View the papers of this issue/ }).click();
    const list = `${prefix}current-issue/paperlist?year=${current.year}&volume=${current.volume}&issue=${current.issue}`;
    await expect(page).toHaveURL(new RegExp(`${escape(list)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(current));
  });

  test('/thesis and /conference lead to their lists', async ({ page, request }) => {
    const thesis = await firstThesis(request);
    await page.goto('thesis');
    await page.getByRole('link', { name: `Volume ${thesis.volume} (${thesis.year})` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Volume ${thesis.volume}, Year ${thesis.year}`,
    );

    const conference = await firstConference(request);
    await page.goto('conference');
    await page.getByRole('link', { name: conference.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${conference.name} ${issueHeading(conference)}`,
    );
  });

  test('/publications lists the latest theses, each linking to its details', async ({ page }) => {
    await page.goto('publications');
    const latest = page.getByRole('region', { name: /^Latest theses/ });
    const first = latest.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/indjece\/thesis\/paper-details\?paperid=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---- Details pages ----

test.describe('a details page', () => {
  test('a wrong or missing title slug moves permanently (301) to the canonical address', async ({
    request,
  }) => {
    const paper = await firstArticle(request, (await archiveSlots(request))[0]!);
    const canonical = `${prefix}${detailsPath('archives', paper, 'References')}`;
    for (const address of [
      `archives/paper-details?paperid=${paper.id}&papertitle=not-its-title&section=References`,
      `archives/paper-details?paperid=${paper.id}&section=References`,
    ]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://app.invalid');
      expect(`${location.pathname}${location.search}`).toBe(canonical);
    }
  });

  for (const [what, address] of [
    ['an unknown paper id', 'archives/paper-details?paperid=987654321&papertitle=x'],
    ['an unknown thesis id', 'thesis/paper-details?paperid=987654321&papertitle=x'],
    ['an unknown conference paper id', 'conference/paper-details?paperid=987654321&papertitle=x'],
    ['a malformed paper id', 'current-issue/paper-details?paperid=%3Cscript%3E&papertitle=x'],
  ] as const) {
    test(`${what} is the 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(
        page.getByText("Sorry, the page you're looking for doesn't exist."),
      ).toBeVisible();
    });
  }

  test('shows title, authors, DOI link, Download PDF and the way back to its issue', async ({
    page,
    request,
  }) => {
    const slot = (await archiveSlots(request))[0]!;
    const paper = await firstArticle(request, slot);
    await page.goto(detailsPath('archives', paper));
    await expect(page.getByRole('list', { name: 'Authors' }).getByRole('listitem')).toHaveText(
      paper.authors,
    );
    await expect(page.getByRole('link', { name: /^https:\/\/doi\.org\/10\./ })).toHaveAttribute(
      'href',
      /^https:\/\/doi\.org\/10\./,
    );
    const download = page.getByRole('link', { name: /^Download PDF/ });
    await expect(download).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${prefix}files/papers/${paper.id}\\.pdf$`),
    );
    await expect(download).toHaveAttribute('target', '_blank');
    const pdf = await request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: `Back to ${issueHeading(slot)}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(slot));
  });

  for (const [section, id] of [
    ['FullArticle', 'full-article'],
    ['References', 'references'],
  ] as const) {
    test(`section=${section} opens at that section with the focus on it`, async ({
      page,
      request,
    }) => {
      const paper = await firstArticle(request, (await archiveSlots(request))[0]!);
      await page.goto(detailsPath('archives', paper, section));
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });
  }

  test("a card's References link opens the details at the references", async ({
    page,
    request,
  }) => {
    const slot = (await archiveSlots(request))[0]!;
    const paper = await firstArticle(request, slot);
    await page.goto(
      `archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`,
    );
    const card = page.getByRole('article', { name: paper.title });
    await card.getByRole('link', { name: /^References/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
    await expect(page.locator('#references')).toBeFocused();
    await expect(page.locator('#references')).toBeInViewport();
  });
});

// ---- Without JavaScript: what readers without it and Google Scholar get ----

async function metaContents(page: Page, name: string): Promise<string[]> {
  return page
    .locator(`meta[name="${name}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const areas = [
    [
      'archives',
      (request: APIRequestContext) =>
        archiveSlots(request).then((slots) => firstArticle(request, slots[0]!)),
      'papers',
    ],
    ['thesis', firstThesis, 'theses'],
    ['conference', firstConferencePaper, 'conference'],
  ] as const;

  for (const [area, pick, folder] of areas) {
    test(`an ${area} details page shows its title, authors, abstract and references, and its citation tags`, async ({
      page,
      request,
    }) => {
      const paper = await pick(request);
      const response = await page.goto(detailsPath(area, paper));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
      await expect(page.getByRole('list', { name: 'Authors' }).getByRole('listitem')).toHaveText(
        paper.authors,
      );
      const abstract = page.getByRole('region', { name: 'Abstract' });
      await expect(abstract).toBeVisible();
      expect(((await abstract.textContent()) ?? '').length).toBeGreaterThan(40);
      const references = page.getByRole('region', { name: 'References' }).getByRole('listitem');
      expect(await references.count()).toBeGreaterThan(0);

      expect(await metaContents(page, 'citation_title')).toEqual([paper.title]);
      expect(await metaContents(page, 'citation_author')).toEqual(paper.authors);
      const [pdfUrl, ...more] = await metaContents(page, 'citation_pdf_url');
      expect(more).toEqual([]);
      expect(new URL(pdfUrl!).pathname).toBe(`${prefix}files/${folder}/${paper.id}.pdf`);
    });
  }

  test('the index pages are plain links that work', async ({ page, request }) => {
    const slot = (await archiveSlots(request))[0]!;
    await page.goto('archives');
    await page.getByRole('link', { name: new RegExp(`^${escape(issueHeading(slot))}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(slot));
  });
});
