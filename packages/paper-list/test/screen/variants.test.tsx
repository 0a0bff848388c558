// The thesis, conference and current-issue configurations of the one screen, and the redirect of
// a list address that names no list.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  journalClient,
  prefix,
  renderList,
  underPrefix,
} from './support/list-app.tsx';

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('the thesis list', () => {
  it("is headed 'Volume X, Year Y' and has a volume selector but no issue selector", async () => {
    renderList('/thesis/paperlist?year=2025&volume=2');
    await heading('Volume 2, Year 2025');

    expect(screen.getByRole('navigation', { name: 'Volumes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all volumes' })).toHaveAttribute(
      'href',
      underPrefix('/thesis'),
    );
  });

  it('shows the theses of the volume, with their PDF under the journal prefix', async () => {
    const theses = await journalClient().thesisPapers({ year: 2025, volume: 2 });
    renderList('/thesis/paperlist?year=2025&volume=2');
    await heading('Volume 2, Year 2025');

    expect(screen.getAllByRole('article')).toHaveLength(theses.items.length);
    const first = theses.items[0];
    if (!first) throw new Error('the reference server answered no thesis');
    const card = within(screen.getByRole('article', { name: first.title }));
    expect(card.getByRole('link', { name: first.title }).getAttribute('href')).toMatch(
      new RegExp(`^${prefix}thesis/paper-details\\?paperid=${first.id}&`),
    );
    expect(card.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      `${prefix}files/theses/${first.id}.pdf`,
    );
  });

  it('moves to the older volume with issue 1', async () => {
    const { user, router } = renderList('/thesis/paperlist?year=2025&volume=2');
    await heading('Volume 2, Year 2025');

    await user.click(screen.getByRole('link', { name: 'Previous volume' }));

    await heading('Volume 1, Year 2024');
    expect(currentPath(router)).toBe('/thesis/paperlist?year=2024&volume=1');
  });
});

describe('the conference list', () => {
  it('shows the conference name above the volume heading, and its papers', async () => {
    const [conference] = await journalClient().conferenceCategories();
    if (!conference) throw new Error('the reference server has no conference');
    const papers = await journalClient().conferencePapers({ id: conference.id });
    const query = new URLSearchParams({
      id: String(conference.id),
      name: conference.name.toUpperCase(),
    });
    renderList(`/conference/paperlist?${query.toString()}`);

    const title = await heading(
      new RegExp(
        `Volume ${conference.volume}, Issue ${conference.issue} \\(${conference.year}\\)$`,
      ),
    );
    expect(title).toHaveTextContent(conference.name);
    expect(screen.getAllByRole('article')).toHaveLength(papers.items.length);
    expect(screen.getByRole('link', { name: 'See all volumes' })).toHaveAttribute(
      'href',
      underPrefix('/conference'),
    );
  });
});

describe('the current issue list', () => {
  it('resets an issue above the latest issue count to 1', async () => {
    renderList('/current-issue/paperlist?year=2025&volume=2&issue=6');

    await heading('Volume 2, Issue 1 (2025)');
    // Issue 6 is never offered: it would reset to 1.
    const issues = within(screen.getByRole('list', { name: 'Issues' }));
    expect(issues.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Issue 1',
      'Issue 2',
      'Issue 3',
      'Issue 4',
      'Issue 5',
    ]);
    expect(screen.getByRole('link', { name: 'See all volumes' })).toHaveAttribute(
      'href',
      underPrefix('/archives'),
    );
  });
});

describe('a list address without a selection', () => {
  it.each([
    ['/archives/paperlist', 'archives', '/archives'],
    ['/archives/paperlist?year=2025&volume=2', 'archives', '/archives'],
    ['/archives/paperlist?year=2025&volume=9&issue=1', 'archives', '/archives'],
    ['/current-issue/paperlist?year=abc&volume=3&issue=1', 'current-issue', '/current-issue'],
    ['/thesis/paperlist?year=2025', 'thesis', '/thesis'],
    ['/conference/paperlist?id=5&name=Another%20Conference', 'conference', '/conference'],
  ])('%s sends the reader to the %s index', async (path, variant, index) => {
    const { router } = renderList(path);

    expect(await screen.findByRole('heading', { name: `Index of ${variant}` })).toBeInTheDocument();
    expect(currentPath(router)).toBe(index);
  });

  it('a dropdown form sent without JavaScript lands on the chosen list', async () => {
    const to = '/archives/paperlist?year=2024&volume=1&issue=2';
    const { router } = renderList(`/archives/paperlist?to=${encodeURIComponent(to)}`);

    await heading('Volume 1, Issue 2 (2024)');
    await waitFor(() => expect(currentPath(router)).toBe(to));
  });
});
