// An app's own server (`journal-app-server`, its `start`) through its life: /healthz answers
// while it runs; /readyz answers 200 only while the API answers; on SIGTERM it stops accepting,
// answers every request in flight (forwarded API calls waiting on a slow API), and exits
// within 10 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { startJournalApi } from '@journals/journal-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteApps } from '../src/config.ts';
import { userShell } from './env.ts';

const authorization = 'lifecycle-token';
const indjece = siteApps.find((app) => app.id === 'indjece');
if (!indjece) throw new Error('No INDJECE app');
const serverCli = createRequire(path.join(indjece.appDir, 'package.json')).resolve(
  '@journals/app-server/cli',
);
const work = mkdtempSync(path.join(tmpdir(), 'app-server-lifecycle-'));

let api: Awaited<ReturnType<typeof startJournalApi>>;
let slowApi: Server;
let slowApiUrl: string;
let callsReceived = 0;

/**
 * Forwards each call (a POST) to the reference API after `ms`: pages that need it take that long.
 * The readiness check's GET goes through at once, so the server is ready however busy the machine
 * (its check gives the API 2 s).
 */
function slowForwarder(target: string, ms: number): Server {
  return createServer((request, response) => {
    callsReceived += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (request.method === 'POST') await delay(ms);
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers: {
          authorization: request.headers.authorization ?? '',
          'content-type': request.headers['content-type'] ?? 'application/json',
        },
        ...(request.method === 'GET' || request.method === 'HEAD'
          ? {}
          : { body: Buffer.concat(chunks) }),
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
}

interface StartedServer {
  child: ChildProcess;
  origin: string;
  exit: Promise<number | null>;
}

async function startServer(apiBaseUrl: string): Promise<StartedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverCli, indjece?.appDir ?? ''], {
    env: {
      ...userShell(),
      HOST: '127.0.0.1',
      PORT: String(port),
      API_BASE_URL: apiBaseUrl,
      API_AUTHORIZATION: authorization,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/indjece/healthz`, 30_000);
  return { child, origin, exit };
}

beforeAll(async () => {
  api = await startJournalApi({ port: 0, dataDir: path.join(work, 'api'), authorization });
  slowApi = slowForwarder(api.url, 1_500);
  const port = await freePort();
  await new Promise<void>((resolve) => slowApi.listen(port, '127.0.0.1', resolve));
  slowApiUrl = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => slowApi?.close(resolve));
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the app server', () => {
  it('is alive but not ready while its API does not answer', async () => {
    const server = await startServer(`http://127.0.0.1:${await freePort()}/indjece`);
    try {
      expect((await fetch(`${server.origin}/indjece/healthz`)).status).toBe(200);
      const ready = await fetch(`${server.origin}/indjece/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      // Not a page of the app: React Router never saw it.
      expect(await ready.text()).not.toContain('<html');
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  }, 60_000);

  it('answers every request in flight on SIGTERM, refuses new ones and exits within its grace period', async () => {
    const server = await startServer(`${slowApiUrl}/indjece`);
    try {
      expect((await fetch(`${server.origin}/indjece/readyz`)).status).toBe(200);

      // The api/ forwarder asks the (slow) API on every request; pages keep their indexes.
      const before = callsReceived;
      const inFlight = Array.from({ length: 6 }, () =>
        fetch(`${server.origin}/indjece/api/archiveYearListing`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).then(
          async (response) => ({ status: response.status, body: await response.text() }),
          (error: unknown) => ({ status: 0, body: String(error) }),
        ),
      );
      // Every request has reached the slow API: they are in flight.
      await vi.waitFor(() => expect(callsReceived - before).toBeGreaterThanOrEqual(6), {
        timeout: 10_000,
        interval: 50,
      });

      server.child.kill('SIGTERM');
      // New connections are refused once the signal is handled, while the six are answered.
      await vi.waitFor(() => expect(fetch(`${server.origin}/indjece/healthz`)).rejects.toThrow(), {
        timeout: 10_000,
        interval: 50,
      });

      const answers = await Promise.all(inFlight);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      for (const answer of answers) expect(JSON.parse(answer.body)).toHaveProperty('archives');
      // 0: the requests in flight were done within the grace period (past it, the server cuts
      // them and exits with 1; packages/app-server's graceful-shutdown test moves that clock).
      expect(await server.exit).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 60_000);
});
