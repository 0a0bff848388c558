// The readers by group (read/*.ts) agree with the registry of calls, and reading on demand gives
// what parseCallResponse gives, including its ZodError on a malformed body.
import { describe, expect, it } from 'vitest';
import { apiCalls, parseCallResponse, type CallName } from '../src/index.ts';
import { isContractError, parseCallResponseOnDemand, readerGroupOf } from '../src/read/index.ts';
import { paperListReaders } from '../src/read/paper-lists.ts';
import { serverBodies } from './fixtures/server-bodies.ts';

const calls = Object.keys(apiCalls) as CallName[];

describe('reading an answer on demand', () => {
  it.each(calls)("%s: its group's reader uses the registry's response schema", async (call) => {
    const group = await readerGroupOf[call]();
    expect(group[call]?.response).toBe(apiCalls[call].response);
  });

  it.each(calls)('%s: gives what parseCallResponse gives', async (call) => {
    const body = serverBodies[call];
    await expect(parseCallResponseOnDemand(call, body)).resolves.toEqual(
      parseCallResponse(call, body),
    );
  });

  it('throws the ZodError of a malformed body', async () => {
    const thrown: unknown = await parseCallResponseOnDemand('archivePaperListing', {
      papersList: [{ paper_id: 1 }],
    }).catch((error: unknown) => error);
    expect(isContractError(thrown)).toBe(true);
  });

  it('keeps the lists apart from the details and content calls (no sanitizer to load)', () => {
    expect(Object.keys(paperListReaders)).not.toContain('archivePaperNew');
    expect(Object.keys(paperListReaders)).not.toContain('blogListing');
    expect(Object.keys(paperListReaders)).toContain('searchArchive');
  });
});
