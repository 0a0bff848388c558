// `pnpm start`'s composition on SIGTERM with requests in flight: 40 page requests (every site's
// home, every journal's list and paper page, as a crawler finds them), on connections the server
// has already accepted, are all answered 200 with a whole page; most of them after the signal
// (they were in flight); a new connection is refused; and the process exits 0 within 10 s.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../src/load-pages.ts';
import { startCompositionChild, type CompositionChild } from './composition-child.ts';

interface Answer {
  status: number;
  /** When the last byte arrived (Date.now()), or the failure. */
  at: number;
  complete: boolean;
  error?: string;
}

const requestCount = 40;

/** GETs `path` on `agent`; `written` resolves once the request has gone out. */
function get(origin: URL, agent: Agent, path: string) {
  let markWritten = () => {};
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const answer = new Promise<Answer>((resolve) => {
    const outgoing = request(
      { host: origin.hostname, port: origin.port, path, agent, timeout: 30_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            at: Date.now(),
            complete: body.trimEnd().endsWith('</html>'),
          }),
        );
        response.on('error', (error) =>
          resolve({ status: 0, at: Date.now(), complete: false, error: error.message }),
        );
      },
    );
    outgoing.on('finish', markWritten);
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) => {
      markWritten();
      resolve({ status: 0, at: Date.now(), complete: false, error: error.message });
    });
    outgoing.end();
  });
  return { written, answer };
}

describe("pnpm start's composition", () => {
  let composition: CompositionChild;

  beforeAll(async () => {
    composition = await startCompositionChild();
  }, 90_000);

  afterAll(async () => {
    await composition?.cleanUp();
  });

  it('answers every request in flight on SIGTERM, refuses new ones and exits within 10 s', async () => {
    const origin = new URL(composition.origin);
    const pages = (await loadPages(composition.origin)).map(([, path]) => path);
    expect(pages.length).toBeGreaterThanOrEqual(5);

    // Open every connection first (a cheap request on each), so the server has accepted them all.
    const agent = new Agent({ keepAlive: true, maxSockets: requestCount });
    const opened = await Promise.all(
      Array.from({ length: requestCount }, () => get(origin, agent, '/indjece/healthz').answer),
    );
    expect(opened.every((answer) => answer.status === 200)).toBe(true);

    const inFlight = Array.from({ length: requestCount }, (_, index) =>
      get(origin, agent, pages[index % pages.length] ?? '/'),
    );
    await Promise.all(inFlight.map((entry) => entry.written));
    // Long enough for the server to read every request (it reads them all on its next turn),
    // short enough that most still wait their turn to render (each takes a few milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 25));

    const signalled = Date.now();
    composition.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight.map((entry) => entry.answer));
    agent.destroy();

    const failed = answers.filter((answer) => answer.status !== 200 || !answer.complete);
    expect(failed).toEqual([]);
    // They were in flight: most were answered after the signal.
    const afterSignal = answers.filter((answer) => answer.at > signalled).length;
    expect(afterSignal).toBeGreaterThanOrEqual(requestCount / 2);

    // Once the server has taken the signal (it may answer the requests it had read first), a new
    // connection (not a kept-alive one of an earlier fetch) is refused.
    const stopping = 'SIGTERM: finishing the requests in flight, then stopping';
    await vi.waitFor(() => expect(composition.stdout()).toContain(stopping), {
      timeout: 5_000,
      interval: 20,
    });
    const fresh = new Agent({ keepAlive: false });
    const late = await get(origin, fresh, '/indjece/healthz').answer;
    fresh.destroy();
    expect(late.status).toBe(0);
    expect(late.error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(await composition.exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(composition.stderr()).not.toMatch(/still running after/);
  }, 120_000);
});
