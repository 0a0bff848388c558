// `pnpm start`'s composition on SIGTERM with requests in flight: 40 page requests (every site's
// home, every journal's list and paper page, as a crawler finds them), each read by the server
// before the signal, are all answered 200 with a whole page; API calls whose bodies are sent only
// after the server has begun stopping are answered too; a new connection is refused; and the
// process exits 0, within its grace period.
import { Agent, request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../bench/load-pages.ts';
import { startCompositionChild, type CompositionChild } from './composition-child.ts';

interface Answer {
  status: number;
  complete: boolean;
  error?: string;
}

const requestCount = 40;

/**
 * Resolves when the server has read the request's head: it answers `Expect: 100-continue` with
 * 100 Continue as it does so (Node's server, with no `checkContinue` listener of its own).
 */
function whenRead(outgoing: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    outgoing.on('continue', resolve);
    outgoing.on('error', () => resolve());
  });
}

/** Reads an answer to the end: its status, and whether its body is `whole`. */
function answerOf(outgoing: ClientRequest, whole: (body: string) => boolean): Promise<Answer> {
  return new Promise<Answer>((resolve) => {
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, complete: whole(body) }),
      );
      response.on('error', (error) =>
        resolve({ status: 0, complete: false, error: error.message }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) => resolve({ status: 0, complete: false, error: error.message }));
  });
}

/** GETs `path` on `agent`; `read` resolves once the server has read the request. */
function get(origin: URL, agent: Agent, path: string) {
  const outgoing = request({
    host: origin.hostname,
    port: origin.port,
    path,
    agent,
    timeout: 30_000,
    headers: { expect: '100-continue' },
  });
  const read = whenRead(outgoing);
  const answer = answerOf(outgoing, (body) => body.trimEnd().endsWith('</html>'));
  outgoing.end();
  return { read, answer };
}

/**
 * A call of the journal's api/ forwarder whose body waits: `read` resolves once the server has
 * read its head, and the server can answer only after `send()`.
 */
function heldCall(origin: URL, path: string) {
  const body = '{}';
  const outgoing = request({
    host: origin.hostname,
    port: origin.port,
    path,
    method: 'POST',
    timeout: 30_000,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const read = whenRead(outgoing);
  const answer = answerOf(outgoing, (text) => text.includes('"archives"'));
  outgoing.flushHeaders();
  return { read, answer, send: () => outgoing.end(body) };
}

describe("pnpm start's composition", () => {
  let composition: CompositionChild;

  beforeAll(async () => {
    composition = await startCompositionChild();
  }, 90_000);

  afterAll(async () => {
    await composition?.cleanUp();
  });

  it('answers every request in flight on SIGTERM, refuses new ones and exits within its grace period', async () => {
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
    const held = Array.from({ length: 4 }, () =>
      heldCall(origin, '/indjece/api/archiveYearListing'),
    );
    // Every request is in flight: the server has read it.
    await Promise.all([...inFlight, ...held].map((entry) => entry.read));

    composition.child.kill('SIGTERM');
    // Once the server has taken the signal, the held calls send their bodies: answered even so.
    const stopping = 'SIGTERM: finishing the requests in flight, then stopping';
    await vi.waitFor(() => expect(composition.stdout()).toContain(stopping), {
      timeout: 5_000,
      interval: 20,
    });
    for (const call of held) call.send();
    const answers = await Promise.all(inFlight.map((entry) => entry.answer));
    const calls = await Promise.all(held.map((call) => call.answer));
    agent.destroy();

    expect(answers.filter((answer) => answer.status !== 200 || !answer.complete)).toEqual([]);
    expect(calls.filter((answer) => answer.status !== 200 || !answer.complete)).toEqual([]);

    // A new connection (not a kept-alive one of an earlier fetch) is refused.
    const fresh = new Agent({ keepAlive: false });
    const late = await get(origin, fresh, '/indjece/healthz').answer;
    fresh.destroy();
    expect(late.status).toBe(0);
    expect(late.error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    // 0, and no request cut: everything in flight was done within the grace period (past it,
    // the server cuts what still runs, says so, and exits with 1).
    expect(await composition.exit).toBe(0);
    expect(composition.stderr()).not.toMatch(/still running after/);
  }, 120_000);
});
