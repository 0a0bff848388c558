// A list whose page call nginx's rate limit refuses in the browser (429 from the journal's api/
// forwarder, with Retry-After): the list's frame stays, with 'Too many requests, try again in a
// moment.' where the cards would be, never 'No Paper Found' or an endless 'Loading'; its Try
// again loads the list once the limit has lifted. Any other failure still goes to the route's
// error boundary.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journalQueries, prefix, renderList } from './support/list-app.tsx';

const thesisList = '/thesis/paperlist?year=2025&volume=2';

/** The real fetch, but the thesis listing answered as nginx's limit answers while `limited`. */
function rateLimitedFetch() {
  const state = { limited: true, refused: 0 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (state.limited && url.endsWith('/thesisDataListing')) {
      state.refused += 1;
      return new Response('Too many requests, try again in a moment.\n', {
        status: 429,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' },
      });
    }
    return globalThis.fetch(input, init);
  };
  return { fetch, state };
}

describe('a rate-limited list', () => {
  it("shows 'Too many requests, try again in a moment.' in the list's frame", async () => {
    const { fetch, state } = rateLimitedFetch();
    renderList(thesisList, { queries: journalQueries({ fetch }) });

    await screen.findByRole('heading', { level: 1, name: 'Volume 2, Year 2025' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests, try again in a moment.');
    // Asked once: the loader's call; the screen does not ask again as it mounts.
    expect(state.refused).toBe(1);
    // The selectors stay usable; no cards, no pager, no empty or loading state.
    expect(screen.getByRole('navigation', { name: 'Volumes' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByText('No Paper Found')).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
  });

  it('asks once for a list the limit refuses when the reader moves to it from another list', async () => {
    const { fetch, state } = rateLimitedFetch();
    state.limited = false;
    const { user } = renderList(thesisList, { queries: journalQueries({ fetch }) });
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    const volumes = screen.getByRole('navigation', { name: 'Volumes' });
    const otherVolume = within(volumes)
      .getAllByRole('link')
      .find((link) => !link.getAttribute('href')?.includes('volume=2'));
    expect(otherVolume).toBeDefined();

    state.limited = true;
    await user.click(otherVolume!);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, try again in a moment.',
    );
    // The loader's call only: the screen, already mounted, does not spend the limit's next free
    // slot asking again as it changes to the refused list.
    expect(state.refused).toBe(1);
  });

  it('loads the list with Try again once the limit has lifted', async () => {
    const { fetch, state } = rateLimitedFetch();
    const { user } = renderList(thesisList, { queries: journalQueries({ fetch }) });
    const retry = await screen.findByRole('link', { name: 'Try again' });
    expect(retry).toHaveAttribute('href', `${prefix}thesis/paperlist?year=2025&volume=2`);

    state.limited = false;
    await user.click(retry);

    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
  });

  it("sends any other failure to the route's error boundary, as before", async () => {
    const refused = journalQueries({ authorization: 'not-the-token' });
    const queries = { ...journalQueries(), thesisPapers: refused.thesisPapers };
    renderList(thesisList, { queries });

    expect(
      await screen.findByRole('heading', { name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
  });
});
