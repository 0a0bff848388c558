// Thousands of random requests to every call and file route: never a 5xx, always a JSON body,
// and every 200 is a response the contract accepts.
import { apiCalls, journalCalls, publisherCalls } from '@journals/api-contract';
import type { CallName } from '@journals/api-contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer, startTestServer, token } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

interface Target {
  path: string;
  call: CallName;
  fields: string[];
}

const targets: Target[] = [
  ...(Object.keys(journalCalls) as (keyof typeof journalCalls)[]).flatMap((call) =>
    ['indjeee', 'indjece'].map((journal) => ({
      path: `/${journal}/${call}`,
      call,
      fields: Object.keys(journalCalls[call].request.shape),
    })),
  ),
  ...(Object.keys(publisherCalls) as (keyof typeof publisherCalls)[]).map((call) => ({
    path: `/publisher/${call}`,
    call,
    fields: Object.keys(publisherCalls[call].request.shape),
  })),
];

const hostileText = fc.constantFrom(
  `' OR '1'='1`,
  `"; DROP TABLE papers; --`,
  `\\' UNION SELECT * FROM sqlite_master --`,
  'channel NEAR(estimation power, 3)',
  'grid OR inverter NOT control',
  'paper_title:grid',
  '"unbalanced',
  '*',
  '^grid*',
  '-x +y',
  '(',
  ')',
  '""',
  "''",
  '\u0000',
  '%00',
  '\u202e',
  '通信 システム',
  'Müller Dvořák Łukasz',
  '🚀📡',
  'INDJECE-2025-02-03-004',
  'indjeee-2024',
  'a'.repeat(200),
  'a'.repeat(201),
  ' '.repeat(5),
);

const text = fc.oneof(
  hostileText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const numberish = fc.oneof(
  fc.integer({ min: -5, max: 3_000 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, 1, 2, 3, 2024, 2025, 2026, 100, 101, Number.MAX_SAFE_INTEGER, 1e300, -0),
  fc.integer({ min: -5, max: 3_000 }).map(String),
  fc.constantFrom('1e3', '0x10', ' 7 ', '', '99999999999999999999999', 'NaN', 'Infinity'),
);

const value = fc.oneof(
  { weight: 4, arbitrary: numberish },
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A body shaped like the call's payload: its own field names (some left out) and extra ones. */
function shapedBody(target: Target) {
  const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
    target.fields.map((field) => [field, value]),
  );
  model.extra = value;
  return fc.record(model, {
    requiredKeys: target.fields.filter((_field, index) => index % 2 === 0),
  });
}

interface RawRequest {
  body: string | undefined;
  contentType: string | null;
  authorization: string | null;
  method: string;
}

function requestFor(target: Target): fc.Arbitrary<RawRequest> {
  const body = fc.oneof(
    { weight: 6, arbitrary: shapedBody(target).map((object) => JSON.stringify(object)) },
    { weight: 2, arbitrary: fc.jsonValue().map((json) => JSON.stringify(json)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        '',
        '{',
        '{"search": 1e400}',
        '{"page": 123456789012345678901234567890}',
        '{"__proto__": {"x": 1}}',
        '{"constructor": {"prototype": {"x": 1}}}',
        '[]',
        'null',
      ),
    },
  );
  return fc.record({
    body,
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          null,
          'text/plain',
          'application/json; charset=latin1',
          'multipart/form-data',
        ),
      },
    ),
    authorization: fc.oneof(
      { weight: 15, arbitrary: fc.constant(token) },
      { weight: 1, arbitrary: fc.constantFrom(null, '', 'wrong', `Bearer ${token}`) },
    ),
    method: fc.oneof(
      { weight: 20, arbitrary: fc.constant('POST') },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
    ),
  });
}

async function send(path: string, request: RawRequest) {
  const headers: Record<string, string> = {};
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  if (request.authorization !== null) headers.authorization = request.authorization;
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await fetch(`${server.url}${path}`, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
  });
  return readAnswer(response);
}

function expectWellFormed(call: CallName, answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.json, answer.text).toBeTypeOf('object');
  if (answer.status === 200) {
    const parsed = apiCalls[call].response.safeParse(answer.json);
    expect(parsed.success, answer.text).toBe(true);
  } else {
    expect(answer.json).toEqual({ error: expect.any(String), message: expect.any(String) });
  }
}

describe('random requests', () => {
  it('never get a 5xx from any call, and always a JSON body', { timeout: 120_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...targets)
          .chain((target) => requestFor(target).map((request) => ({ target, request }))),
        async ({ target, request }) => {
          const answer = await send(target.path, request);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expectWellFormed(target.call, answer);
        },
      ),
      { numRuns: 2_000, seed: 20_251_122 },
    );
    // The mix reached the handlers, not only the validation.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(40);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(400);
  });

  it('never get a 5xx from search with hostile text', { timeout: 120_000 }, async () => {
    const searches = targets.filter((target) => target.fields.includes('search'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...searches),
        fc.oneof(hostileText, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 })),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 100 }),
        async (target, search, page, perPage) => {
          const body: Record<string, unknown> = { search };
          if (target.fields.includes('page')) Object.assign(body, { page, per_page: perPage });
          const answer = await send(target.path, {
            body: JSON.stringify(body),
            contentType: 'application/json',
            authorization: token,
            method: 'POST',
          });
          expectWellFormed(target.call, answer);
        },
      ),
      { numRuns: 600, seed: 7 },
    );
  });

  it('never get a 5xx from file and unknown paths', { timeout: 120_000 }, async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'papers',
        'theses',
        'conference',
        'blogs',
        'members',
        'indexing',
        'files',
        '..',
        '.',
      ),
      fc.string({ maxLength: 20 }),
      fc.nat().map((id) => `${id}.pdf`),
      fc.nat().map((id) => `${id}.svg`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('publisher', 'indjeee', 'indjece', 'other'),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
        async (base, segments, method) => {
          const path = `/${base}/${segments.map(encodeURIComponent).join('/')}`;
          const response = await fetch(`${server.url}${path}`, { method });
          const body = await response.text();
          expect(response.status, `${method} ${path}: ${body}`).toBeLessThan(500);
          // Every error answer carries JSON (a HEAD answer has no body, a 200 its own type).
          const errorBody = method !== 'HEAD' && response.status !== 200 ? body : 'null';
          expect(() => JSON.parse(errorBody) as unknown, body).not.toThrow();
        },
      ),
      { numRuns: 600, seed: 11 },
    );
  });
});
