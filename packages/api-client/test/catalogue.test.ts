// The error catalogue of spec section 8, call by call, against a server that always fails.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../src/index.ts';
import { sendJson, startLocalServer, type LocalServer } from './support/local-server.ts';

let server: LocalServer;
let client: ApiClient;
const logger = { error: vi.fn() };

beforeAll(async () => {
  server = await startLocalServer((_req, res) =>
    sendJson(res, 503, { error: 'unavailable', message: 'down for maintenance' }),
  );
  client = createApiClient({ baseUrl: `${server.url}/indjece`, authorization: 't', logger });
});

afterAll(() => server.close());

beforeEach(() => {
  logger.error.mockClear();
});

type Run = (c: ApiClient) => Promise<unknown>;

describe('the error catalogue', () => {
  it.each<[string, Run, string]>([
    ['archiveIndex', (c) => c.archiveIndex(), 'Failed to fetch archive'],
    ['thesisIndex', (c) => c.thesisIndex(), 'Failed to fetch Thesis'],
    ['thesisPapers', (c) => c.thesisPapers({ year: 2024, volume: 1 }), 'Failed to fetch Thesis'],
  ])('%s throws %j with the failure as cause', async (_name, run, message) => {
    const error = await run(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, kind: 'http', status: 503, code: 'unavailable' });
    expect((error as ApiError).cause).toBeInstanceOf(ApiError);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each<[string, Run]>([
    ['conferenceCategories', (c) => c.conferenceCategories()],
    ['conferencePapers', (c) => c.conferencePapers({ id: 1 })],
    ['blogs', (c) => c.blogs()],
    ['blog', (c) => c.blog({ slug: 'a' })],
    ['blogsByTag', (c) => c.blogsByTag({ tag: 'a' })],
    ['editorialBoard', (c) => c.editorialBoard()],
    ['editorialMember', (c) => c.editorialMember({ slug: 'a' })],
    ['topics', (c) => c.topics()],
  ])('%s rethrows the ApiError', async (_name, run) => {
    const error = await run(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect((error as ApiError).message).toContain('down for maintenance');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('indexingPartners logs "Error fetching index" and rethrows', async () => {
    const error = await client.indexingPartners().catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'ApiError', status: 503 });
    expect(logger.error).toHaveBeenCalledWith('Error fetching index', error);
  });

  it.each<[string, Run]>([
    ['searchConference', (c) => c.searchConference({ search: 'x' })],
    ['conferenceDetails', (c) => c.conferenceDetails({ id: 1 })],
  ])('%s returns null without a word', async (_name, run) => {
    await expect(run(client)).resolves.toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each<[string, Run]>([
    ['archivePapers', (c) => c.archivePapers({ year: 2025, volume: 1, issue: 1 })],
    ['archiveSuggestions', (c) => c.archiveSuggestions({ search: 'x' })],
    ['paperDetails', (c) => c.paperDetails({ paperId: 1 })],
    ['searchArchive', (c) => c.searchArchive({ search: 'x' })],
    ['thesisDetails', (c) => c.thesisDetails({ id: 1 })],
    ['searchThesis', (c) => c.searchThesis({ search: 'x' })],
  ])('%s logs "Error fetching artical data" and returns null', async (_name, run) => {
    await expect(run(client)).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('Error fetching artical data', expect.any(ApiError));
  });

  it('logs to console.error when no logger is given', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plain = createApiClient({ baseUrl: `${server.url}/indjece`, authorization: 't' });

    await expect(plain.searchArchive({ search: 'x' })).resolves.toBeNull();

    expect(consoleError).toHaveBeenCalledWith('Error fetching artical data', expect.any(ApiError));
  });
});
