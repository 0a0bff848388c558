// The lists' caches: the browser's retries a failed call once but never one refused for too many
// requests (429), keeps data a minute, does not ask again on mount for a call that failed, and
// shows a server render's dehydrated data without a request; the server's never retries and is
// new for every request.
import {
  dehydrate,
  HydrationBoundary,
  QueryClientProvider,
  queryOptions,
  useQuery,
  type DehydratedState,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserListQueryClient } from '../../src/papers/list-query-client.ts';
import { requestQueryClient } from '../../src/server/journal-api.server.ts';

afterEach(() => {
  vi.useRealTimers();
});

class Refused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function failing(key: string, error: Error) {
  const queryFn = vi.fn((): Promise<string> => Promise.reject(error));
  return { options: queryOptions({ queryKey: ['indjece', key, {}], queryFn }), queryFn };
}

/** What a list screen does with a query: its data, or its failure. */
function Reader<K extends QueryKey>({
  options,
}: {
  options: UseQueryOptions<string, Error, string, K>;
}) {
  const { data, error, isPending } = useQuery(options);
  if (isPending) return <p>Loading</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data}</p>;
}

describe("the browser's list cache", () => {
  it('asks once more after a failure, a second later', async () => {
    vi.useFakeTimers();
    const { options, queryFn } = failing('unavailable', new Refused(503));

    const result = expect(browserListQueryClient().fetchQuery(options)).rejects.toThrow('HTTP 503');
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await result;

    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a 429, even wrapped in a catalogue error', async () => {
    vi.useFakeTimers();
    const wrapped = new Error('Failed to fetch Thesis', { cause: new Refused(429) });
    const { options, queryFn } = failing('limited', wrapped);

    const result = expect(browserListQueryClient().fetchQuery(options)).rejects.toBe(wrapped);
    await vi.advanceTimersByTimeAsync(60_000);
    await result;

    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows a 429 the loader met without asking again as the screen mounts', async () => {
    const refused = new Error('Too many requests', { cause: new Refused(429) });
    const { options, queryFn } = failing('limited-on-mount', refused);
    await expect(browserListQueryClient().fetchQuery(options)).rejects.toBe(refused);

    render(
      <QueryClientProvider client={browserListQueryClient()}>
        <Reader options={options} />
      </QueryClientProvider>,
    );

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is one cache for the visit, its data fresh for a minute', async () => {
    const queryFn = vi.fn(() => Promise.resolve('index'));
    const options = queryOptions({ queryKey: ['indjece', 'fresh', {}], queryFn });

    await browserListQueryClient().fetchQuery(options);
    await browserListQueryClient().fetchQuery(options);

    expect(browserListQueryClient()).toBe(browserListQueryClient());
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("shows a server render's dehydrated data without a request", async () => {
    const server = requestQueryClient();
    const key = ['indjece', 'hydrated', { page: 2 }];
    await server.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve('from the server') });
    // The page carries the state as JSON.
    const state = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;
    const queryFn = vi.fn(() => Promise.resolve('from the browser'));

    render(
      <QueryClientProvider client={browserListQueryClient()}>
        <HydrationBoundary state={state}>
          <Reader options={queryOptions({ queryKey: key, queryFn })} />
        </HydrationBoundary>
      </QueryClientProvider>,
    );

    expect(screen.getByText('from the server').tagName).toBe('P');
    // The mount's effects have run (render waits for them): a refetch would be under way now.
    expect(browserListQueryClient().getQueryState(key)?.fetchStatus).toBe('idle');
    expect(queryFn).not.toHaveBeenCalled();
    expect(screen.getByText('from the server')).toBeTruthy();
  });
});

describe("a server render's cache", () => {
  it("is new for every request and never retries a loader's call", async () => {
    vi.useFakeTimers();
    const { options, queryFn } = failing('unavailable', new Refused(503));

    const result = expect(requestQueryClient().ensureQueryData(options)).rejects.toThrow(
      'HTTP 503',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await result;

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(requestQueryClient()).not.toBe(requestQueryClient());
  });
});
