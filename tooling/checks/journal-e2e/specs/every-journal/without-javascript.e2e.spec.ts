// What readers without JavaScript and Google Scholar get: every page without parameters reads,
// with the menus' links in the page; the paper details pages carry their citation tags; the
// index pages are plain links that work.
import { journalPageRoutes } from '@journals/journal-site/route-config';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, escapeRegExp, test } from '../../src/fixtures.ts';
import { detailsPath, issueHeading } from '../../src/paper-addresses.ts';
import {
  currentSlot,
  firstArticle,
  firstConferencePaper,
  firstSlot,
  firstThesis,
  type PaperRef,
} from '../../src/reference-data.ts';

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 60_000 });

/** Pages served without parameters (the lists and details need a selection, tested below). */
const plainPages = journalPageRoutes.filter(
  (route) => !/[:*]/.test(route) && !/\/(paperlist|paper-details)$/.test(route),
);

for (const route of plainPages) {
  test(`${route} reads, with the menus' links in the page`, async ({ page, site }) => {
    const response = await page.goto(route === '/' ? './' : route.slice(1));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(80);
    expect(
      await page.locator(`header a[href="${site.prefix}publication-ethics-policy"]`).count(),
    ).toBeGreaterThan(0);
  });
}

async function metaContents(page: Page, name: string): Promise<string[]> {
  return page
    .locator(`meta[name="${name}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
}

const areas: [
  area: string,
  pick: (request: APIRequestContext) => Promise<PaperRef>,
  folder: string,
][] = [
  ['archives', async (request) => firstArticle(request, await firstSlot(request)), 'papers'],
  ['current-issue', async (request) => firstArticle(request, await currentSlot(request)), 'papers'],
  ['thesis', firstThesis, 'theses'],
  ['conference', firstConferencePaper, 'conference'],
];

const sourceTags: Record<string, string> = {
  thesis: 'citation_dissertation_institution',
  conference: 'citation_conference_title',
};

/**
 * What the area's source tag says: the journal's title for its articles; a thesis's institution
 * or a paper's conference, whichever it is.
 */
function expectedSource(area: string, journalTitle: string): unknown {
  return area in sourceTags ? expect.any(String) : journalTitle;
}

for (const [area, pick, folder] of areas) {
  test(`a ${area} details page shows its title, authors, abstract and references, and its citation tags`, async ({
    page,
    request,
    site,
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
    // Where it appeared: the journal for its articles, a conference, a thesis's institution.
    const source = sourceTags[area] ?? 'citation_journal_title';
    const sources = await metaContents(page, source);
    expect(sources).toHaveLength(1);
    expect(sources).toEqual([expectedSource(area, site.config.names.title)]);

    // How to cite is text to select: no Copy button without JavaScript.
    const howToCite = page.getByRole('region', { name: 'How to cite' });
    const styles = await howToCite.getByRole('heading', { level: 4 }).allTextContents();
    expect(styles.slice(0, 3)).toEqual(['APA (7th edition)', 'Harvard', 'Vancouver']);
    await expect(howToCite.getByRole('button')).toHaveCount(0);
    await expect(howToCite.getByRole('link', { name: 'BibTeX' })).toBeVisible();
    const [pdfUrl, ...more] = await metaContents(page, 'citation_pdf_url');
    expect(more).toEqual([]);
    expect(new URL(pdfUrl ?? '').pathname).toBe(`${site.prefix}files/${folder}/${paper.id}.pdf`);
  });
}

test('the index pages are plain links that work', async ({ page, request }) => {
  const slot = await firstSlot(request);
  await page.goto('archives');
  await page
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(issueHeading(slot))}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueHeading(slot));
  await expect(page.getByRole('article').first()).toBeVisible();
});
