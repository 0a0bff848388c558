// Search mode against the reference server: results replace the list, the box clears, the pager
// hides, Clear returns to the list; the current issue keeps only results of its own issue.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, journalClient, renderList, searchTerms } from './support/list-app.tsx';

const { narrow, common } = searchTerms;

function searchBox() {
  return within(screen.getByRole('search', { name: 'Search papers' })).getByRole('searchbox', {
    name: 'Search papers',
  });
}

function articleTitles(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby') ?? '')
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('searching a list', () => {
  it('replaces the list with the results, clears the box, hides the pager; Clear returns to the list', async () => {
    const expected = await journalClient().searchArchive({ search: narrow });
    const { user, router } = renderList('/archives/paperlist?year=2025&volume=2&issue=3&page=2');
    await heading('Volume 2, Issue 3 (2025)');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by Paper ID, Paper Name');
    expect(screen.queryByRole('link', { name: 'Clear' })).not.toBeInTheDocument();

    await user.type(searchBox(), `  ${narrow} `);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument(),
    );
    expect(currentPath(router)).toBe(
      `/archives/paperlist?year=2025&volume=2&issue=3&page=2&search=${narrow}`,
    );
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(articleTitles()).toEqual(expected?.items.map((paper) => paper.title));
    expect(
      screen.getByText(`${expected?.items.length} papers found for “${narrow}”`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clear' }));

    await waitFor(() => expect(screen.getByRole('list', { name: 'Papers' })).toBeInTheDocument());
    expect(currentPath(router)).toBe('/archives/paperlist?year=2025&volume=2&issue=3&page=2');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('hides Clear while the box holds text, results still shown', async () => {
    const { user } = renderList(`/archives/paperlist?year=2025&volume=2&issue=3&search=${narrow}`);
    expect(await screen.findByRole('link', { name: 'Clear' })).toBeInTheDocument();

    await user.type(searchBox(), 'grid');

    expect(screen.queryByRole('link', { name: 'Clear' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('does not submit a blank search on the archive list', async () => {
    const { user, router } = renderList('/archives/paperlist?year=2025&volume=2&issue=3');
    await heading('Volume 2, Issue 3 (2025)');

    await user.type(searchBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentPath(router)).toBe('/archives/paperlist?year=2025&volume=2&issue=3');
    expect(screen.getByRole('list', { name: 'Papers' })).toBeInTheDocument();
  });

  it('keeps, on the current issue, only the results of the active year, volume and issue', async () => {
    const all = (await journalClient().searchArchive({ search: common }))?.items ?? [];
    const own = all.filter(
      (paper) => paper.year === 2026 && paper.volume === 3 && paper.issue === 5,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    const { user } = renderList('/current-issue/paperlist?year=2026&volume=3&issue=5');
    await heading('Volume 3, Issue 5 (2026)');

    await user.type(searchBox(), common);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument(),
    );
    expect(articleTitles()).toEqual(own.map((paper) => paper.title));
  });

  it('keeps every result on the archive list, whatever the issue', async () => {
    const all = (await journalClient().searchArchive({ search: common }))?.items ?? [];
    renderList(`/archives/paperlist?year=2026&volume=3&issue=5&search=${common}`);

    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(articleTitles()).toEqual(all.map((paper) => paper.title));
  });

  it('keeps every result on the thesis list, from every year', async () => {
    const all = (await journalClient().searchThesis({ search: common }))?.items ?? [];
    expect(new Set(all.map((thesis) => thesis.year)).size).toBeGreaterThan(1);
    renderList(`/thesis/paperlist?year=2025&volume=2&search=${common}`);

    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(articleTitles()).toEqual(all.map((thesis) => thesis.title));
  });

  it("says 'No Paper Found' when nothing matches", async () => {
    renderList('/archives/paperlist?year=2025&volume=2&issue=3&search=zzzzqqq');

    expect(await screen.findByText('No Paper Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
