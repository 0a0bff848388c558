// A journal API whose faults a test switches: it forwards every call to a real API while
// healthy, and otherwise refuses connections, drops them, never answers, answers 500, sends
// malformed JSON, sends JSON that breaks the contract (every field of the real answer
// replaced by a number), or forwards answers whose texts are hostile (hostile-content.ts). A small node:http server on a fixed port, so the app in front of it
// keeps one API base while the API goes down and comes back.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { hostileAnswer } from './hostile-content.ts';

export type FaultMode =
  | 'healthy'
  | 'refused'
  | 'reset'
  | 'hang'
  | 'server-error'
  | 'malformed-json'
  | 'contract-breaking'
  | 'hostile-content';

export interface FaultApi {
  /** e.g. 'http://127.0.0.1:40123' (the journal base is this plus its API path). */
  url: string;
  mode(): FaultMode;
  setMode(mode: FaultMode): Promise<void>;
  /** Calls of `call` (e.g. 'archiveYearListing') since the last setMode. */
  calls(call: string): number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The real answer with every top-level field replaced by a number: valid JSON, wrong shape. */
function contractBreaking(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      return JSON.stringify(Object.fromEntries(Object.keys(body).map((key) => [key, 42])));
    }
  } catch {
    // Not JSON: fall through.
  }
  return '42';
}

async function forward(
  upstream: string,
  request: IncomingMessage,
  response: ServerResponse,
  rewrite: ((text: string) => string) | null,
): Promise<void> {
  const body = await readBody(request);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (request.headers.authorization) headers.Authorization = request.headers.authorization;
  const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  const buffer = Buffer.from(await answer.arrayBuffer());
  const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
  const isJson = contentType.includes('json');
  const sent =
    rewrite && answer.ok && isJson ? Buffer.from(rewrite(buffer.toString('utf8'))) : buffer;
  response.writeHead(answer.status, { 'Content-Type': contentType });
  response.end(sent);
}

/** How the modes that forward change the real answer. */
const rewrites: Partial<Record<FaultMode, (text: string) => string>> = {
  'contract-breaking': contractBreaking,
  'hostile-content': hostileAnswer,
};

/** Starts the fault API on a free port in front of `upstream` (a real API's origin). */
export async function startFaultApi(upstream: string): Promise<FaultApi> {
  let mode: FaultMode = 'healthy';
  const calls = new Map<string, number>();
  const sockets = new Set<Socket>();

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const call = (request.url ?? '').split('/').at(-1) ?? '';
    calls.set(call, (calls.get(call) ?? 0) + 1);
    switch (mode) {
      case 'reset':
        request.socket.destroy();
        return;
      case 'hang':
        return; // Never answers; the socket stays open until the mode changes.
      case 'server-error':
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ error: 'internal', message: 'The database is unavailable.' }),
        );
        return;
      case 'malformed-json':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"archives": {"2025": ');
        return;
      case 'healthy':
      case 'contract-breaking':
      case 'hostile-content':
      case 'refused':
        forward(upstream, request, response, rewrites[mode] ?? null).catch(() => {
          response.destroy();
        });
    }
  };

  let server: Server = createServer(handle);
  const track = (target: Server) =>
    target.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  track(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(handle);
      track(server);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}`,
    mode: () => mode,
    calls: (call) => calls.get(call) ?? 0,
    async setMode(next) {
      // Held and open connections end with the mode they were made in.
      for (const socket of sockets) socket.destroy();
      if (next === 'refused' && server.listening) await stop();
      if (next !== 'refused' && !server.listening) await listen();
      mode = next;
      calls.clear();
    },
    close: stop,
  };
}
