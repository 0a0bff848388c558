// The contract's reader of a call loads while its request is in flight: a reader who opens another
// list waits for the API, not for the API and then two more downloads (the contract's chunk, then
// its group of readers) in the browser.
import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/index.ts';
import type * as ResponseContract from '../src/response-contract.ts';
import { sendJson, startLocalServer, type LocalServer } from './support/local-server.ts';

/** The calls whose group of readers the transport asked for, in order. */
const readersAsked = vi.hoisted((): string[] => []);

vi.mock('../src/response-contract.ts', async (importOriginal) => {
  const contract = await importOriginal<typeof ResponseContract>();
  const readerGroupOf = new Proxy(contract.readerGroupOf, {
    get(groups, call, receiver) {
      readersAsked.push(String(call));
      return Reflect.get(groups, call, receiver) as unknown;
    },
  });
  return { ...contract, readerGroupOf };
});

let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

it("loads the call's reader while the request waits for its answer, and reads the answer with it", async () => {
  let answer = () => {};
  const answerSent = new Promise<void>((resolve) => (answer = resolve));
  server = await startLocalServer((_request, response) => {
    void answerSent.then(() => sendJson(response, 200, { papersList: [] }));
  });
  const client = createApiClient({ baseUrl: server.url, authorization: 't' });

  const papers = client.archivePapers({ year: 2025, volume: 1, issue: 2 });
  // Both events come within milliseconds; the limit is for a machine as busy as a mutation run.
  const busyMachine = { timeout: 15_000 };
  await vi.waitFor(() => expect(server?.requests).toHaveLength(1), busyMachine);
  await vi.waitFor(() => expect(readersAsked).toEqual(['archivePaperListing']), busyMachine);
  answer();

  await expect(papers).resolves.toMatchObject({ items: [], pagination: { totalItems: 0 } });
});
