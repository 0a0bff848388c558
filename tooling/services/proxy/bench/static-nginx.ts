// A bench-only nginx that serves saved pages as precompressed static files (gzip_static): the
// floor nginx's page cache is compared with. Each file is answered with the headers the cached
// copy was answered with (security headers, Content-Security-Policy, Cache-Control, …), so both
// sides write the same header lines, and its https server has the production TLS settings.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from '@journals/playwright-config/servers';
import { tlsSettings } from '../src/nginx-config.ts';
import { findNginx } from '../src/nginx-process.ts';

/** One saved page: served at `/<name>` from `<name>.gz` (and `<name>` for a reader without gzip). */
export interface StaticFile {
  name: string;
  contentType: string;
  /** The other headers of the cached answer, each value as it was sent. */
  headers: [string, string][];
}

export interface StaticNginxValues {
  /** The folder holding the files and their .gz copies. */
  root: string;
  files: StaticFile[];
  httpPort: number;
  tls?: { port: number; certificate: string; certificateKey: string };
}

export interface StaticNginx {
  url: string;
  /** The master process (its workers answer the requests). */
  pid: number;
  httpsUrl?: string;
  stop(): Promise<void>;
}

/** Headers nginx writes itself for a static file (or per connection), never copied. */
const ownHeaders = new Set([
  'date',
  'server',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
  'last-modified',
  'etag',
  'accept-ranges',
]);

/** The headers of a cached answer that the static side adds with add_header. */
export function copiedHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.entries(headers).flatMap(([name, value]): [string, string][] =>
    ownHeaders.has(name) || value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
  );
}

/** nginx's double-quoted string of a header value, which must hold no quote, backslash or `$`. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot quote ${value} for nginx`);
  return `"${value}"`;
}

function fileLocation({ name, contentType, headers }: StaticFile): string {
  return [
    `    location = /${name} {`,
    '      types { }',
    `      default_type ${quoted(contentType)};`,
    ...headers.map(([header, value]) => `      add_header ${header} ${quoted(value)} always;`),
    '    }',
  ].join('\n');
}

function listenLines({ httpPort, tls }: StaticNginxValues): string[] {
  const http = `    listen 127.0.0.1:${httpPort};`;
  if (!tls) return [http];
  return [
    http,
    `    listen 127.0.0.1:${tls.port} ssl http2;`,
    `    ssl_certificate ${tls.certificate};`,
    `    ssl_certificate_key ${tls.certificateKey};`,
    ...tlsSettings.map((line) => `    ${line}`),
  ];
}

/**
 * The config: the production template's process, connection and log settings (worker_processes
 * auto, 1024 connections, an access log, sendfile, keep-alive 65 s, the open file cache), gzip_static for the files.
 */
export function renderStaticConfig(values: StaticNginxValues, runtimeDir: string): string {
  return [
    'worker_processes auto;',
    `pid ${runtimeDir}/nginx.pid;`,
    `error_log ${runtimeDir}/error.log warn;`,
    'events {',
    '  worker_connections 1024;',
    '}',
    'http {',
    '  default_type application/octet-stream;',
    `  access_log ${runtimeDir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${runtimeDir}/${kind};`,
    ),
    '  sendfile on;',
    '  keepalive_timeout 65;',
    '  open_file_cache max=10000 inactive=60s;',
    '  open_file_cache_valid 60s;',
    '  server_tokens off;',
    '  gzip_static on;',
    '  gzip_vary on;',
    '  server {',
    ...listenLines(values),
    '    server_name _;',
    `    root ${values.root};`,
    ...values.files.map(fileLocation),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts Debian's nginx with the static config; resolves once it answers. */
export async function startStaticNginx(values: StaticNginxValues): Promise<StaticNginx> {
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'journals-static-nginx-'));
  // nginx's workers drop root privileges: they write here and read the files.
  chmodSync(runtimeDir, 0o777);
  chmodSync(values.root, 0o755);
  const configPath = path.join(runtimeDir, 'nginx.conf');
  writeFileSync(configPath, renderStaticConfig(values, runtimeDir));
  const child = spawn(
    findNginx(),
    ['-e', path.join(runtimeDir, 'startup.log'), '-c', configPath, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${values.httpPort}`;
  await waitForHttp(`${url}/`);
  if (child.pid === undefined) throw new Error('nginx did not start');
  return {
    url,
    pid: child.pid,
    ...(values.tls ? { httpsUrl: `https://127.0.0.1:${values.tls.port}` } : {}),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}
