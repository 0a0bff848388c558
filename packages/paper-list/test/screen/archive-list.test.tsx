// The archive list against the reference server: heading, selectors and their arrows at both
// ends, the pager window, the loading, empty and error states, the paper cards, prefetching and
// focus after navigation.
import { listPageQuery } from '../../src/screen/index.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFetchGate } from './support/fetch-gate.ts';
import {
  currentPath,
  journalClient,
  journalQueries,
  prefix,
  renderList,
  underPrefix,
} from './support/list-app.tsx';

const list = (query: string) => `/archives/paperlist?${query}`;

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

function group(name: 'Volume' | 'Issue') {
  return within(screen.getByRole('group', { name }));
}

/** Where an arrow of a group leads: its link's address, or `disabled` for a disabled button. */
function arrow(name: 'Volume' | 'Issue', label: string) {
  const link = group(name).queryByRole('link', { name: label });
  if (link) return link.getAttribute('href');
  const button = group(name).queryByRole('button', { name: label });
  return button?.matches(':disabled') ? 'disabled' : button;
}

/**
 * A selector's dropdown. jsdom lays pages out 1024 px wide, where the options show as links and
 * the phone dropdown is hidden by its media query: it is looked up among hidden elements too.
 */
function dropdown(name: 'Choose a volume' | 'Choose an issue') {
  return screen.getByRole('combobox', { name, hidden: true });
}

function pager() {
  return within(screen.getByRole('navigation', { name: 'Pages' }));
}

function pageNumbers(): number[] {
  return pager()
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => Number(link.textContent));
}

async function totalPages(year: number, volume: number, issue: number): Promise<number> {
  const page = await journalClient().archivePapers({ year, volume, issue, page: 1 });
  if (!page) throw new Error('the reference server answered no page');
  return page.pagination.totalPages;
}

describe('the archive list', () => {
  it('shows the heading, five paper cards and the pager of the selected issue', async () => {
    renderList(list('year=2025&volume=2&issue=3'));

    await heading('Volume 2, Issue 3 (2025)');
    expect(
      within(screen.getByRole('list', { name: 'Papers' })).getAllByRole('article'),
    ).toHaveLength(5);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all volumes' })).toHaveAttribute(
      'href',
      underPrefix('/archives'),
    );
  });

  it('marks the selected volume and issue among the options and in the dropdowns', async () => {
    renderList(list('year=2025&volume=2&issue=3'));
    await heading('Volume 2, Issue 3 (2025)');

    const volumes = within(screen.getByRole('list', { name: 'Volumes' }));
    expect(volumes.getByRole('link', { name: 'Volume 2 (2025)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(volumes.getByRole('link', { name: 'Volume 1 (2024)' })).not.toHaveAttribute(
      'aria-current',
    );
    const issues = within(screen.getByRole('list', { name: 'Issues' }));
    expect(issues.getByRole('link', { name: 'Issue 3' })).toHaveAttribute('aria-current', 'page');
    expect(issues.getAllByRole('link')).toHaveLength(6);
    expect(dropdown('Choose a volume')).toHaveDisplayValue('Volume 2 (2025)');
    expect(dropdown('Choose an issue')).toHaveDisplayValue('Issue 3');
  });

  it.each([
    {
      at: 'the oldest volume and its first issue',
      query: 'year=2024&volume=1&issue=1',
      previousVolume: null,
      nextVolume: list('year=2025&volume=2&issue=1'),
      previousIssue: null,
      nextIssue: list('year=2024&volume=1&issue=2'),
    },
    {
      at: 'the newest volume and its last issue',
      query: 'year=2026&volume=3&issue=5',
      previousVolume: list('year=2025&volume=2&issue=5'),
      nextVolume: null,
      previousIssue: list('year=2026&volume=3&issue=4'),
      nextIssue: null,
    },
    {
      at: 'a middle volume and issue',
      query: 'year=2025&volume=2&issue=6',
      previousVolume: list('year=2024&volume=1&issue=6'),
      // The newest volume has issues 1-5: issue 6 is clamped to 5.
      nextVolume: list('year=2026&volume=3&issue=5'),
      previousIssue: list('year=2025&volume=2&issue=5'),
      nextIssue: null,
    },
  ])('at $at the arrows stop without wrapping', async ({ query, ...arrows }) => {
    renderList(list(query));
    await screen.findByRole('navigation', { name: 'Volumes and issues' });

    const expectations = [
      ['Volume', 'Previous volume', arrows.previousVolume],
      ['Volume', 'Next volume', arrows.nextVolume],
      ['Issue', 'Previous issue', arrows.previousIssue],
      ['Issue', 'Next issue', arrows.nextIssue],
    ] as const;
    for (const [name, label, target] of expectations) {
      expect(arrow(name, label), label).toBe(target === null ? 'disabled' : underPrefix(target));
    }
  });

  it('follows the next-volume arrow to the newer volume, keeps the issue and moves focus to the heading', async () => {
    const { user, router } = renderList(list('year=2024&volume=1&issue=4'));
    await heading('Volume 1, Issue 4 (2024)');

    await user.click(group('Volume').getByRole('link', { name: 'Next volume' }));

    expect(await heading('Volume 2, Issue 4 (2025)')).toHaveFocus();
    expect(currentPath(router)).toBe(list('year=2025&volume=2&issue=4'));
  });

  it('follows the previous-issue arrow within the volume', async () => {
    const { user, router } = renderList(list('year=2025&volume=2&issue=3&page=2'));
    await heading('Volume 2, Issue 3 (2025)');

    await user.click(group('Issue').getByRole('link', { name: 'Previous issue' }));

    await heading('Volume 2, Issue 2 (2025)');
    expect(currentPath(router)).toBe(list('year=2025&volume=2&issue=2'));
  });

  it('goes to the volume chosen in the dropdown, its issue clamped, as the Go button would', async () => {
    const { user, router } = renderList(list('year=2025&volume=2&issue=6'));
    await heading('Volume 2, Issue 6 (2025)');

    await user.selectOptions(dropdown('Choose a volume'), 'Volume 3 (2026)');

    await heading('Volume 3, Issue 5 (2026)');
    expect(currentPath(router)).toBe(list('year=2026&volume=3&issue=5'));
    expect(dropdown('Choose a volume')).toHaveDisplayValue('Volume 3 (2026)');
  });

  it("shares the list's absolute address from the Share dialog", async () => {
    const { user } = renderList(list('year=2025&volume=2&issue=3&page=2'));
    await heading('Volume 2, Issue 3 (2025)');

    const selectors = within(screen.getByRole('navigation', { name: 'Volumes and issues' }));
    await user.click(selectors.getByRole('button', { name: 'Share' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${window.location.origin}${prefix}archives/paperlist?year=2025&volume=2&issue=3&page=2`,
    );
    expect(dialog.getByText('Volume 2, Issue 3 (2025)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('the pager', () => {
    it('shows pages 1 to 5 on the first page, previous disabled', async () => {
      const total = await totalPages(2024, 1, 1);
      expect(total).toBeGreaterThan(6);
      renderList(list('year=2024&volume=1&issue=1'));
      await heading('Volume 1, Issue 1 (2024)');

      expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
      expect(pager().getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(pager().getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(pager().getByRole('link', { name: 'Next page' })).toHaveAttribute(
        'href',
        underPrefix(list('year=2024&volume=1&issue=1&page=2')),
      );
    });

    it('centres the window on a middle page', async () => {
      renderList(list('year=2024&volume=1&issue=1&page=4'));
      await heading('Volume 1, Issue 1 (2024)');

      expect(pageNumbers()).toEqual([2, 3, 4, 5, 6]);
      expect(pager().getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
      expect(pager().getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    });

    it('shows the last five pages on the last page, next disabled', async () => {
      const total = await totalPages(2024, 1, 1);
      renderList(list(`year=2024&volume=1&issue=1&page=${total}`));
      await heading('Volume 1, Issue 1 (2024)');

      expect(pageNumbers()).toEqual([total - 4, total - 3, total - 2, total - 1, total]);
      expect(pager().getByRole('link', { name: `Page ${total}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    it('shows the loading state while the next page loads, then its papers', async () => {
      const gate = createFetchGate();
      const { user, router } = renderList(list('year=2025&volume=2&issue=3'), {
        fetch: gate.fetch,
      });
      await heading('Volume 2, Issue 3 (2025)');
      const firstPage = screen
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby'));

      gate.close();
      await user.click(pager().getByRole('link', { name: 'Page 2' }));

      expect(await screen.findByText('Loading ...')).toBeInTheDocument();
      expect(screen.getByText('Please wait while we retrieve your documents')).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();

      gate.open();
      await waitFor(() => expect(screen.queryByText('Loading ...')).not.toBeInTheDocument());
      expect(currentPath(router)).toBe(list('year=2025&volume=2&issue=3&page=2'));
      expect(pager().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getAllByRole('article')).toHaveLength(5);
      expect(screen.getAllByRole('article').map((card) => card.textContent)).not.toEqual(firstPage);
    });

    it('fetches a page when the reader points at its number, so following it needs no request', async () => {
      const gate = createFetchGate();
      const queries = journalQueries({ fetch: gate.fetch });
      const { user, queryClient } = renderList(list('year=2025&volume=2&issue=3'), { queries });
      await heading('Volume 2, Issue 3 (2025)');
      expect(gate.calls('archivePaperListing')).toBe(1);
      const pageThree = listPageQuery('archives', queries, {
        year: 2025,
        volume: 2,
        issue: 3,
        page: 3,
        search: '',
        conference: null,
      });

      await user.hover(pager().getByRole('link', { name: 'Page 3' }));

      await waitFor(() => expect(queryClient.getQueryData(pageThree.queryKey)).toBeDefined());
      expect(gate.calls('archivePaperListing')).toBe(2);
      await user.click(pager().getByRole('link', { name: 'Page 3' }));
      await waitFor(() =>
        expect(pager().getByRole('link', { name: 'Page 3' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
      expect(gate.calls('archivePaperListing')).toBe(2);
    });
  });

  it("shows each paper as the spec's card, links under the journal prefix", async () => {
    const page = await journalClient().archivePapers({ year: 2025, volume: 2, issue: 3, page: 1 });
    const first = page?.items[0];
    if (!first) throw new Error('the reference server answered no paper');
    renderList(list('year=2025&volume=2&issue=3'));
    await heading('Volume 2, Issue 3 (2025)');

    const card = within(screen.getByRole('article', { name: first.title }));
    const details = `/archives/paper-details?paperid=${first.id}&papertitle=`;
    expect(card.getByRole('link', { name: first.title }).getAttribute('href')).toMatch(
      new RegExp(`^${underPrefix(details).replace(/[?]/g, '\\?')}[a-z0-9-]+$`),
    );
    expect(card.getByText(first.authors.join(', '))).toBeInTheDocument();
    expect(card.getByText('50 Views')).toBeInTheDocument();
    expect(card.getByText('0 CrossRef Citations')).toBeInTheDocument();
    expect(card.getByText('PlumX Metrics')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Abstract' }).getAttribute('href')).toMatch(
      /section=FullArticle$/,
    );
    expect(card.getByRole('link', { name: 'References' }).getAttribute('href')).toMatch(
      /section=References$/,
    );
    const pdf = card.getByRole('link', { name: /Download PDF/ });
    expect(pdf).toHaveAttribute('href', `${prefix}files/papers/${first.id}.pdf`);
    expect(pdf).toHaveAttribute('target', '_blank');
  });

  it("shows 'No Paper Found' for a page beyond the end", async () => {
    renderList(list('year=2025&volume=2&issue=3&page=99'));
    await heading('Volume 2, Issue 3 (2025)');

    expect(screen.getByText('No Paper Found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'No Paper Found' when the API refuses the listing, which the client logs", async () => {
    const logger = { error: vi.fn() };
    // A listing the API refuses (400): asked for a year it does not take.
    const refusingFetch: typeof fetch = (input, init) => {
      if (!String(input).endsWith('/archivePaperListing')) return fetch(input, init);
      const body = JSON.parse(String(init?.body)) as object;
      return fetch(input, { ...init, body: JSON.stringify({ ...body, year: 1800 }) });
    };
    const refused = journalQueries({ fetch: refusingFetch, logger });
    const queries = { ...journalQueries(), archivePapers: refused.archivePapers };
    renderList(list('year=2025&volume=2&issue=3'), { queries });

    await heading('Volume 2, Issue 3 (2025)');
    expect(screen.getByText('No Paper Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Error fetching artical data: archivePaperListing: HTTP 400/),
    );
  });
});
