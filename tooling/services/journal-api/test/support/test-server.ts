// A real server on a free port over a temporary data folder, and helpers to call it.
import { DatabaseSync } from 'node:sqlite';
import { apiCalls } from '@journals/api-contract';
import type { CallName, CallResponse } from '@journals/api-contract';
import { expect } from 'vitest';
import { defaultAuthorization, startJournalApi } from '../../src/index.ts';
import type { StartJournalApiOptions } from '../../src/index.ts';
import { databaseFile } from '../../src/db/open-database.ts';

export const token = defaultAuthorization;

export interface PostOptions {
  authorization?: string | null;
  contentType?: string | null;
  method?: string;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when the body is not JSON). */
  json: unknown;
  text: string;
}

export interface TestServer {
  url: string;
  dataDir: string;
  post(path: string, body?: unknown, options?: PostOptions): Promise<Answer>;
  /** POSTs a call, expects 200 and a body valid against the contract's response schema. */
  call<C extends CallName>(base: string, call: C, body?: unknown): Promise<CallResponse<C>>;
  /** Read-only access to the database, to find fixtures (e.g. a deleted paper). */
  query<Row>(sql: string, ...params: (string | number)[]): Row[];
  close(): Promise<void>;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

export async function startTestServer(
  options: Omit<StartJournalApiOptions, 'port' | 'dataDir'> = {},
): Promise<TestServer> {
  const api = await startJournalApi({ port: 0, dataDir: 'temporary', ...options });
  const { dataDir } = api;
  let reader: DatabaseSync | undefined;

  async function post(
    path: string,
    body?: unknown,
    postOptions: PostOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    const authorization =
      postOptions.authorization === undefined ? token : postOptions.authorization;
    if (authorization !== null) headers.authorization = authorization;
    const contentType =
      postOptions.contentType === undefined ? 'application/json' : postOptions.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    const payload = postOptions.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await fetch(`${api.url}${path}`, {
      method: postOptions.method ?? 'POST',
      headers,
      body: payload,
    });
    return readAnswer(response);
  }

  return {
    url: api.url,
    dataDir,
    post,
    async call(base, call, body = {}) {
      const answer = await post(`/${base}/${call}`, body);
      expect(answer.status, answer.text).toBe(200);
      const parsed = apiCalls[call].response.safeParse(answer.json);
      expect(parsed.error).toBeUndefined();
      return parsed.data as CallResponse<typeof call>;
    },
    query<Row>(sql: string, ...params: (string | number)[]) {
      reader ??= new DatabaseSync(databaseFile(dataDir), { readOnly: true });
      return reader.prepare(sql).all(...params) as Row[];
    },
    async close() {
      reader?.close();
      await api.close();
    },
  };
}
