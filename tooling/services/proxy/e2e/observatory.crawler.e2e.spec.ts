// Mozilla's HTTP Observatory grades the home page of every site (the publisher at '/', each
// journal at its prefix) A+ as production serves it: nginx with https in front of the built app
// servers, plain http answering with a redirect to https. The scan runs in a child process
// (e2e/observatory-scan.ts) that trusts the stack's self-signed certificate through
// NODE_EXTRA_CA_CERTS, which Node reads only as it starts. The same scan of an nginx whose
// config lost its Strict-Transport-Security line grades below A+: the check can fail.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@journals/playwright-config/servers';
import { expect, test } from './fixtures.ts';
import { inheritedEnvironment, siteApps } from '../src/config.ts';
import { startNginx, type RunningNginx } from '../src/nginx-process.ts';
import { startProductionStack, type ProductionStack } from '../src/production-stack.ts';
import { createSelfSignedCertificate } from '../src/tls-certificate.ts';
import type { ObservatoryReport } from './observatory-scan.ts';

const scanScript = fileURLToPath(new URL('observatory-scan.ts', import.meta.url));
/** The Observatory's A+: a score of 100 or more. */
const aPlusScore = 100;

let stack: ProductionStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startProductionStack({}, { tls: true });
});

test.afterAll(async () => {
  await stack?.stop();
});

function port(url: string | undefined): string {
  const { port: number } = new URL(url ?? '');
  if (!number) throw new Error(`No port in ${url}`);
  return number;
}

/** An nginx on http and https, and the certificate (PEM path) a client trusts it by. */
interface Served {
  url: string;
  httpsUrl?: string | undefined;
  certificatePath?: string | undefined;
}

/** The scan of one page, by the host name of the certificate (localhost), as JSON. */
async function observatoryScan(served: Served, page: string): Promise<ObservatoryReport> {
  if (!served.certificatePath) throw new Error('nginx runs without TLS.');
  const args = ['--http-port', port(served.url), '--https-port', port(served.httpsUrl)];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [scanScript, ...args, '--path', page, 'localhost'],
    { env: inheritedEnvironment({ NODE_EXTRA_CA_CERTS: served.certificatePath }), timeout: 60_000 },
  );
  return JSON.parse(stdout) as ObservatoryReport;
}

/** The tests that cost points or did not pass, one line each, for the failure message. */
function shortcomings(report: ObservatoryReport): string {
  const lines = Object.entries(report.tests)
    .filter(([, outcome]) => !outcome.pass || (outcome.scoreModifier ?? 0) < 0)
    .map(([name, outcome]) => `${name}: ${outcome.result} (${outcome.scoreModifier})`);
  return `grade ${report.grade}, score ${report.score}; ${lines.join('; ') || 'every test passed'}`;
}

for (const { id, prefix } of siteApps) {
  test(`${id} (${prefix}): grade A+`, async () => {
    test.setTimeout(90_000);
    const { proxyUrl: url, httpsUrl, certificatePath } = stack;
    const report = await observatoryScan({ url, httpsUrl, certificatePath }, prefix);
    console.info(`${id} ${prefix}: ${shortcomings(report)}`);
    expect(report.score, shortcomings(report)).toBeGreaterThanOrEqual(aPlusScore);
    expect(report.grade, shortcomings(report)).toBe('A+');
  });
}

/** The HSTS header of an https page, trusting `certificate` (a PEM path). */
function hstsHeader(url: string, certificate: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { ca: readFileSync(certificate) }, (response) => {
      response.resume();
      resolve(response.headers['strict-transport-security']);
    }).on('error', reject);
  });
}

/** Drops the Strict-Transport-Security lines of a running nginx's config and reloads it. */
async function dropHsts(nginx: RunningNginx, certificate: string) {
  const config = readFileSync(nginx.configPath, 'utf8');
  const kept = config
    .split('\n')
    .filter((line) => !/add_header Strict-Transport-Security/.test(line));
  expect(kept.length).toBeLessThan(config.split('\n').length);
  writeFileSync(nginx.configPath, kept.join('\n'));
  const pidFile = path.join(path.dirname(nginx.configPath), 'nginx.pid');
  process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGHUP');
  await expect.poll(() => hstsHeader(`${nginx.httpsUrl}/`, certificate)).toBeUndefined();
}

test('without Strict-Transport-Security the grade falls below A+', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'journals-observatory-'));
  const { certificate, certificateKey } = createSelfSignedCertificate(dir);
  const upstreams = Object.fromEntries(
    Object.entries(stack.appUrls).map(([id, url]) => [id, [url.replace('http://', '')]]),
  );
  const tls = { port: await freePort(), certificate, certificateKey };
  const nginx = await startNginx({ port: await freePort(), tls, upstreams });
  try {
    await dropHsts(nginx, certificate);
    const report = await observatoryScan({ ...nginx, certificatePath: certificate }, '/indjece/');
    console.info(`without HSTS, /indjece/: ${shortcomings(report)}`);
    expect(report.tests['strict-transport-security']?.pass).toBe(false);
    expect(report.score, shortcomings(report)).toBeLessThan(aPlusScore);
  } finally {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
