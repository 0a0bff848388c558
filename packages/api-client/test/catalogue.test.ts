// The error catalogue of spec section 8, call by call, against a server that always refuses the
// request (400) and one that is unavailable (503): a refusal follows the catalogue, an
// unavailable API is thrown by every call as ApiUnavailable.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ApiUnavailable,
  createApiClient,
  isApiUnavailable,
  type ApiClient,
} from '../src/index.ts';
import { sendJson, startLocalServer, type LocalServer } from './support/local-server.ts';

let unavailableServer: LocalServer;
let refusingServer: LocalServer;
let unavailable: ApiClient;
let refusing: ApiClient;
const logger = { error: vi.fn() };

beforeAll(async () => {
  unavailableServer = await startLocalServer((_req, res) =>
    sendJson(res, 503, { error: 'unavailable', message: 'down for maintenance' }),
  );
  refusingServer = await startLocalServer((_req, res) =>
    sendJson(res, 400, { error: 'bad_request', message: 'no such thing' }),
  );
  unavailable = createApiClient({
    baseUrl: `${unavailableServer.url}/indjece`,
    authorization: 't',
    logger,
  });
  refusing = createApiClient({
    baseUrl: `${refusingServer.url}/indjece`,
    authorization: 't',
    logger,
  });
});

afterAll(async () => {
  await unavailableServer.close();
  await refusingServer.close();
});

beforeEach(() => {
  logger.error.mockClear();
});

type Run = (c: ApiClient) => Promise<unknown>;

const everyCall: [string, Run][] = [
  ['archiveIndex', (c) => c.archiveIndex()],
  ['thesisIndex', (c) => c.thesisIndex()],
  ['thesisPapers', (c) => c.thesisPapers({ year: 2024, volume: 1 })],
  ['conferenceCategories', (c) => c.conferenceCategories()],
  ['conferencePapers', (c) => c.conferencePapers({ id: 1 })],
  ['blogs', (c) => c.blogs()],
  ['blog', (c) => c.blog({ slug: 'a' })],
  ['blogsByTag', (c) => c.blogsByTag({ tag: 'a' })],
  ['editorialBoard', (c) => c.editorialBoard()],
  ['editorialMember', (c) => c.editorialMember({ slug: 'a' })],
  ['topics', (c) => c.topics()],
  ['searchConference', (c) => c.searchConference({ search: 'x' })],
  ['conferenceDetails', (c) => c.conferenceDetails({ id: 1 })],
  ['archivePapers', (c) => c.archivePapers({ year: 2025, volume: 1, issue: 1 })],
  ['archiveSuggestions', (c) => c.archiveSuggestions({ search: 'x' })],
  ['paperDetails', (c) => c.paperDetails({ paperId: 1 })],
  ['searchArchive', (c) => c.searchArchive({ search: 'x' })],
  ['thesisDetails', (c) => c.thesisDetails({ id: 1 })],
  ['searchThesis', (c) => c.searchThesis({ search: 'x' })],
];

describe('an unavailable API', () => {
  it.each(everyCall)('%s throws ApiUnavailable and logs nothing', async (_name, run) => {
    const error = await run(unavailable).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiUnavailable);
    expect(isApiUnavailable(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('indexingPartners logs "Error fetching index" in one line and rethrows', async () => {
    const error = await unavailable.indexingPartners().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiUnavailable);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      'Error fetching index: indexfetch: HTTP 503: down for maintenance',
    );
  });
});

describe('the error catalogue for a refused request', () => {
  it.each<[string, Run, string]>([
    ['archiveIndex', (c) => c.archiveIndex(), 'Failed to fetch archive'],
    ['thesisIndex', (c) => c.thesisIndex(), 'Failed to fetch Thesis'],
    ['thesisPapers', (c) => c.thesisPapers({ year: 2024, volume: 1 }), 'Failed to fetch Thesis'],
  ])('%s throws %j with the failure as cause', async (_name, run, message) => {
    const error = await run(refusing).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ApiUnavailable);
    expect(error).toMatchObject({ message, kind: 'http', status: 400, code: 'bad_request' });
    expect((error as ApiError).cause).toBeInstanceOf(ApiError);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps the class of the failure it wraps', async () => {
    const error = await unavailable.archiveIndex().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiUnavailable);
    expect(error).toMatchObject({ message: 'Failed to fetch archive', status: 503 });
    expect((error as ApiError).cause).toBeInstanceOf(ApiUnavailable);
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
    const error = await run(refusing).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect((error as ApiError).message).toContain('no such thing');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('indexingPartners logs "Error fetching index" and rethrows', async () => {
    const error = await refusing.indexingPartners().catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'ApiError', status: 400 });
    expect(logger.error).toHaveBeenCalledWith(
      'Error fetching index: indexfetch: HTTP 400: no such thing',
    );
  });

  it.each<[string, Run]>([
    ['searchConference', (c) => c.searchConference({ search: 'x' })],
    ['conferenceDetails', (c) => c.conferenceDetails({ id: 1 })],
  ])('%s returns null without a word', async (_name, run) => {
    await expect(run(refusing)).resolves.toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each<[string, Run, string]>([
    [
      'archivePapers',
      (c) => c.archivePapers({ year: 2025, volume: 1, issue: 1 }),
      'archivePaperListing',
    ],
    ['archiveSuggestions', (c) => c.archiveSuggestions({ search: 'x' }), 'archiveSuggestions'],
    ['paperDetails', (c) => c.paperDetails({ paperId: 1 }), 'archivePaperNew'],
    ['searchArchive', (c) => c.searchArchive({ search: 'x' }), 'searchArchive'],
    ['thesisDetails', (c) => c.thesisDetails({ id: 1 }), 'thesisDetails'],
    ['searchThesis', (c) => c.searchThesis({ search: 'x' }), 'searchThesis'],
  ])(
    '%s logs "Error fetching artical data" in one line and returns null',
    async (_name, run, call) => {
      await expect(run(refusing)).resolves.toBeNull();
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error).toHaveBeenCalledWith(
        `Error fetching artical data: ${call}: HTTP 400: no such thing`,
      );
    },
  );

  it('logs to console.error when no logger is given', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plain = createApiClient({ baseUrl: `${refusingServer.url}/indjece`, authorization: 't' });

    await expect(plain.searchArchive({ search: 'x' })).resolves.toBeNull();

    expect(consoleError).toHaveBeenCalledWith(
      'Error fetching artical data: searchArchive: HTTP 400: no such thing',
    );
    consoleError.mockRestore();
  });
});
