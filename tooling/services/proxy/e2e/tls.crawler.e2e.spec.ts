// nginx on https, as production runs it with a certificate (its own stack, with a self-signed
// certificate of src/tls-certificate.ts that the clients here trust): plain http sends every
// request to the same path and query on https; every https answer carries HSTS, no http one
// does; HTTP/2 and HTTP/1.1 on https; TLS 1.2 and 1.3 accepted, older versions refused; pages
// kept by the page cache and served from it over https; a page hydrates in Chromium over https.
import { readFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { strictTransportSecurity } from '@journals/app-server/security-headers';
import { expect, test } from './fixtures.ts';
import { startProductionStack, type ProductionStack } from '../src/production-stack.ts';
import { header, rawGet, type RawResponse } from './raw-http.ts';

let stack: ProductionStack;
let ca: Buffer;
let httpsUrl: URL;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startProductionStack({}, { tls: true });
  if (!stack.httpsUrl || !stack.certificatePath) throw new Error('The stack runs without TLS.');
  httpsUrl = new URL(stack.httpsUrl);
  ca = readFileSync(stack.certificatePath);
});

test.afterAll(async () => {
  await stack?.stop();
});

/** A GET over https (the stack's certificate trusted), HTTP/1.1. */
function getHttps(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawGet(`${httpsUrl.origin}${path}`, headers, { ca });
}

/** The first paper list an issue of INDJECE's archive links to: a page with a query. */
async function listPath(): Promise<string> {
  const index = await getHttps('/indjece/archives');
  const link = /href="(\/indjece\/archives\/paperlist\?[^"]+)"/.exec(index.body)?.[1];
  expect(link, 'a paper list linked from the archive').toBeDefined();
  return (link ?? '').replaceAll('&amp;', '&');
}

/** The HSTS header's max-age, and whether it names includeSubDomains. */
function hsts(response: RawResponse): { maxAge: number; includeSubDomains: boolean } | undefined {
  const value = header(response, strictTransportSecurity.name);
  if (value === undefined) return undefined;
  return {
    maxAge: Number(/max-age=(\d+)/i.exec(value)?.[1] ?? 0),
    includeSubDomains: /(^|;)\s*includeSubDomains\s*(;|$)/i.test(value),
  };
}

test('plain http answers every request with a 301 to the same path and query on https', async () => {
  const paths = ['/', await listPath(), '/indjece/aim-and-scope?utm_source=mail', '/indjece'];
  for (const path of paths) {
    for (const host of ['127.0.0.1', 'localhost']) {
      const plain = new URL(stack.proxyUrl);
      const answer = await rawGet(`${stack.proxyUrl}${path}`, { Host: `${host}:${plain.port}` });
      expect(answer.status, path).toBe(301);
      expect(header(answer, 'location'), path).toBe(`https://${host}:${httpsUrl.port}${path}`);
      expect(hsts(answer), `no HSTS over http: ${path}`).toBeUndefined();
    }
    const followed = await rawGet(`https://127.0.0.1:${httpsUrl.port}${path}`, {}, { ca });
    // The bare journal prefix is nginx's own redirect to the prefix with its slash.
    expect(followed.status, path).toBe(path === '/indjece' ? 301 : 200);
  }
});

test('every https answer carries HSTS for a year with includeSubDomains', async () => {
  for (const [path, status] of [
    ['/', 200],
    ['/indjece/', 200],
    ['/indjece/no-such-page', 404],
    ['/indjece', 301],
    ['/indjece/favicon.ico', 200],
  ] as const) {
    const answer = await getHttps(path);
    expect(answer.status, path).toBe(status);
    const value = hsts(answer);
    expect(value?.maxAge, path).toBeGreaterThanOrEqual(31_536_000);
    expect(value?.includeSubDomains, path).toBe(true);
  }
});

test('HTTP/2 is negotiated on https, and HTTP/1.1 still answers', async () => {
  const session = http2Connect(httpsUrl.origin, { ca });
  try {
    const answer = await new Promise<{ status: unknown; body: string }>((resolve, reject) => {
      const request = session.request({ ':path': '/indjece/aim-and-scope' });
      let status: unknown;
      let body = '';
      request.setEncoding('utf8');
      request.on('response', (headers) => (status = headers[':status']));
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => resolve({ status, body }));
      request.on('error', reject);
      request.end();
    });
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>');
  } finally {
    session.close();
  }
  expect((await getHttps('/indjece/aim-and-scope')).status).toBe(200);
});

/** The TLS version a handshake with these options settles on, or the error that ended it. */
function handshake(options: ConnectionOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = tlsConnect({
      host: 'localhost',
      port: Number(httpsUrl.port),
      servername: 'localhost',
      ca,
      ...options,
    });
    socket.once('secureConnect', () => {
      resolve(socket.getProtocol() ?? 'none');
      socket.end();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

test('accepts TLS 1.2 and 1.3 handshakes and refuses TLS 1.1 and 1.0', async () => {
  for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
    expect(await handshake({ minVersion: version, maxVersion: version })).toBe(version);
  }
  // OpenSSL 3 offers the old versions only at security level 0: the client offers them, and
  // nginx answers with the protocol_version alert.
  for (const version of ['TLSv1.1', 'TLSv1'] as const) {
    const offered = { minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0' };
    expect(await handshake(offered), version).toBe('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');
  }
});

test('a page is kept and served from the cache over https, its addresses on https', async () => {
  const path = await listPath();
  const first = await getHttps(path, { 'Accept-Encoding': 'br' });
  expect(first.status).toBe(200);
  await expect
    .poll(async () => header(await getHttps(path, { 'Accept-Encoding': 'br' }), 'x-cache-status'))
    .toBe('HIT');
  const kept = await getHttps(path, { 'Accept-Encoding': 'br' });
  expect(header(kept, 'x-cache-status')).toBe('HIT');
  expect(header(kept, 'content-encoding')).toBe('br');
  expect(kept.bytes.equals(first.bytes)).toBe(true);
  expect(header(kept, 'content-security-policy')).toBe(header(first, 'content-security-policy'));
  // The apps' public origin is nginx's https address.
  const page = await getHttps(path);
  expect(page.body).toContain(`<link rel="canonical" href="${httpsUrl.origin}/indjece/`);
});

test.describe('in Chromium', () => {
  test.use({ ignoreHTTPSErrors: true });

  test('a paper list and its scripts load over HTTP/2, with no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${httpsUrl.origin}${await listPath()}`);
    expect(response?.status()).toBe(200);
    expect(
      await page.evaluate('performance.getEntriesByType("navigation")[0].nextHopProtocol'),
    ).toBe('h2');
    await expect.poll(() => page.evaluate("'__reactRouterContext' in window")).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
