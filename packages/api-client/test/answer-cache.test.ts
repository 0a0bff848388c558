// The server's shared answers: identical calls within the time to live ask the API once, and
// calls in flight share one request; different bodies, failures and an elapsed time to live ask
// again; one caller's cancellation leaves the others their answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from '../src/answer-cache.ts';
import { createApiClient } from '../src/index.ts';
import { sendJson, startLocalServer, type LocalServer } from './support/local-server.ts';

let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const categories = {
  Conference_CategoriesList: [{ id: '2', name: 'ICCE 2025', year: '2025', volume: 1, issue: 1 }],
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A clock the tests move by hand: the time to live passes when a test says so. */
function manualClock() {
  let time = 1_000_000;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function cachedClient(ttlMs: number, clock = manualClock()) {
  if (!server) throw new Error('start the server first');
  return createApiClient({
    baseUrl: `${server.url}/indjece`,
    authorization: 't',
    cache: createAnswerCache({ ttlMs, clock }),
  });
}

describe('the shared answer cache', () => {
  it('asks the API once for identical calls, in flight and within the time to live', async () => {
    server = await startLocalServer(async (_req, res) => {
      await sleep(30);
      sendJson(res, 200, categories);
    });
    const client = cachedClient(10_000);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.conferenceCategories()),
    );
    await client.conferenceCategories();

    expect(server.requests).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([{ id: 2, name: 'ICCE 2025', year: 2025, volume: 1, issue: 1 }]);
  });

  it('asks again for another body and once the time to live has passed', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, { papersList: [] }));
    const clock = manualClock();
    const client = cachedClient(60_000, clock);

    await client.searchArchive({ search: 'antenna' });
    await client.searchArchive({ search: 'antenna' });
    await client.searchArchive({ search: 'filter' });
    expect(server.requests.map((request) => request.body)).toEqual([
      expect.stringContaining('antenna'),
      expect.stringContaining('filter'),
    ]);

    clock.advance(59_999);
    await client.searchArchive({ search: 'antenna' });
    expect(server.requests).toHaveLength(2);
    clock.advance(2);
    await client.searchArchive({ search: 'antenna' });
    expect(server.requests).toHaveLength(3);
  });

  it('keeps no failure: the next call asks the API again', async () => {
    let fail = true;
    server = await startLocalServer((_req, res) =>
      fail ? sendJson(res, 500, { error: 'down' }) : sendJson(res, 200, categories),
    );
    const client = cachedClient(10_000);

    await expect(client.conferenceCategories()).rejects.toThrow(/HTTP 500/);
    fail = false;
    await expect(client.conferenceCategories()).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it("ends one caller's wait on its own cancellation and still answers the others", async () => {
    server = await startLocalServer(async (_req, res) => {
      await sleep(80);
      sendJson(res, 200, categories);
    });
    const client = cachedClient(10_000);
    const cancelled = new AbortController();

    const first = client.conferenceCategories({ signal: cancelled.signal });
    const second = client.conferenceCategories();
    cancelled.abort(new Error('reader left'));

    await expect(first).rejects.toThrow('reader left');
    await expect(second).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('is off for a time to live of 0: every call asks the API', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, categories));
    expect(createAnswerCache({ ttlMs: 0 })).toBeUndefined();
    const client = cachedClient(0);

    await client.conferenceCategories();
    await client.conferenceCategories();
    expect(server.requests).toHaveLength(2);
  });
});

describe("the shared answer cache and a caller's signal", () => {
  function answerCache(ttlMs = 10_000, clock?: { now(): number }) {
    const cache = createAnswerCache({ ttlMs, ...(clock ? { clock } : {}) });
    if (!cache) throw new Error('expected a cache');
    return cache;
  }

  it('answers a caller whose signal was not aborted, and leaves no listener on it', async () => {
    const { signal } = new AbortController();
    const added = vi.spyOn(signal, 'addEventListener');
    const removed = vi.spyOn(signal, 'removeEventListener');

    await expect(answerCache().answer('k', async () => 'v', signal)).resolves.toBe('v');
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]?.[1]);
  });

  it('passes a failure to a caller with a signal, and leaves no listener on it', async () => {
    const { signal } = new AbortController();
    const added = vi.spyOn(signal, 'addEventListener');
    const removed = vi.spyOn(signal, 'removeEventListener');
    const failure = new Error('down');

    await expect(answerCache().answer('k', () => Promise.reject(failure), signal)).rejects.toBe(
      failure,
    );
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]?.[1]);
  });

  it('refuses at once a caller whose signal is already aborted', async () => {
    const cancelled = new AbortController();
    cancelled.abort(new Error('reader left'));

    await expect(answerCache().answer('k', async () => 'v', cancelled.signal)).rejects.toThrow(
      'reader left',
    );
  });

  it('keeps a newer answer when an expired call for the same key fails late', async () => {
    const clock = manualClock();
    const cache = answerCache(300, clock);
    const late = Promise.withResolvers<string>();
    const first = cache.answer('k', () => late.promise);

    clock.advance(400);
    await expect(cache.answer('k', async () => 'second')).resolves.toBe('second');
    late.reject(new Error('late failure'));
    await expect(first).rejects.toThrow('late failure');

    const third = vi.fn(async () => 'third');
    await expect(cache.answer('k', third)).resolves.toBe('second');
    expect(third).not.toHaveBeenCalled();
  });
});
