import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { securityHeaders, strictTransportSecurity } from '@journals/app-server/security-headers';
import { siteConfigs } from '@journals/site-config';
import { afterAll, describe, expect, it } from 'vitest';
import { siteApps } from '../src/config.ts';
import { renderNginxConfig } from '../src/nginx-config.ts';
import { findNginx } from '../src/nginx-process.ts';
import { createSelfSignedCertificate } from '../src/tls-certificate.ts';

const values = {
  listen: '127.0.0.1:8080',
  upstreams: {
    publisher: ['127.0.0.1:1'],
    indjeee: ['127.0.0.1:2'],
    indjece: ['127.0.0.1:3', '127.0.0.1:4'],
  },
  runtimeDir: '/tmp/run',
};

/** The config's directives, its comment lines left out. */
function withoutComments(config: string): string {
  return config
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
}

describe('renderNginxConfig', () => {
  it('fills every placeholder', () => {
    const config = renderNginxConfig(values);
    expect(withoutComments(config)).not.toMatch(/\{\{/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('pid /tmp/run/nginx.pid;');
  });

  it('gives each site an upstream with every app server given for it', () => {
    const config = renderNginxConfig(values);
    const server = (address: string) => `server ${address} max_fails=2 fail_timeout=5s;`;
    expect(config).toContain(
      `upstream publisher_app {\n    ${server('127.0.0.1:1')}\n    keepalive 16;`,
    );
    expect(config).toContain(
      `upstream indjece_app {\n    ${server('127.0.0.1:3')}\n    ${server('127.0.0.1:4')}\n    keepalive 16;`,
    );
  });

  it('routes each journal prefix of the site configs to its app and everything else to the publisher', () => {
    const config = renderNginxConfig(values);
    const journals = Object.values(siteConfigs).filter((site) => site.kind === 'journal');
    expect(journals.length).toBeGreaterThan(1);
    for (const { id, prefix } of journals) {
      expect(config).toContain(`location ${prefix} {\n      proxy_pass http://${id}_app;`);
      expect(config).toContain(
        `location = ${prefix.slice(0, -1)} { return 301 ${prefix}$is_args$args; }`,
      );
    }
    expect(config).toMatch(/location \/ \{\s*proxy_pass http:\/\/publisher_app;/);
  });

  it('routes a journal added to the sites as the others', () => {
    const sites = [
      ...siteApps,
      { id: 'indjcse' as never, prefix: '/indjcse/' as const, appDir: '' },
    ];
    const config = renderNginxConfig(
      { ...values, upstreams: { ...values.upstreams, indjcse: ['127.0.0.1:5'] } },
      undefined,
      sites,
    );
    expect(config).toMatch(/upstream indjcse_app \{\s*server 127\.0\.0\.1:5 /);
    expect(config).toMatch(/location \/indjcse\/ \{\s*proxy_pass http:\/\/indjcse_app;/);
  });

  it('refuses a site without an app server, and a template with an unknown placeholder', () => {
    const { indjeee: _left, ...withoutIndjeee } = values.upstreams;
    expect(() => renderNginxConfig({ ...values, upstreams: withoutIndjeee })).toThrow(
      'No app server given for indjeee',
    );
    expect(() => renderNginxConfig(values, 'listen {{NOPE}};')).toThrow(/Unknown placeholder/);
  });

  it("adds the security headers of the app server, hiding the apps' copies, HSTS by scheme", () => {
    const config = renderNginxConfig(values);
    for (const { name, value } of securityHeaders) {
      expect(config).toContain(
        `proxy_hide_header ${name};\n    add_header ${name} "${value}" always;`,
      );
    }
    expect(config).toMatch(
      new RegExp(
        `map \\$scheme \\$strict_transport_security \\{\\s*https "${strictTransportSecurity.value}";\\s*default "";`,
      ),
    );
    expect(config).toContain(
      'add_header Strict-Transport-Security $strict_transport_security always;',
    );
  });

  it("passes the app's Content-Security-Policy and body as they are, never reading a page", () => {
    const directives = withoutComments(renderNginxConfig(values));
    expect(directives).not.toMatch(/sub_filter|Content-Security-Policy|nonce|request_id/);
    expect(directives).not.toContain('Accept-Encoding ""');
    expect(directives).not.toContain('unsafe-inline');
  });
});

describe('the page cache of renderNginxConfig', () => {
  const config = renderNginxConfig(values);

  it('keeps pages in a zone under the runtime folder, keyed by scheme, host with port and full URI', () => {
    expect(config).toMatch(/proxy_cache_path \/tmp\/run\/page-cache .*keys_zone=pages:/);
    expect(config).toContain('proxy_cache pages;');
    expect(config).toContain('proxy_cache_key "$request_uri $page_encoding";');
  });

  it("asks the app for the page's encoding and keeps one entry per key, whatever its Vary", () => {
    expect(config).toContain('proxy_set_header Accept-Encoding $page_encoding;');
    expect(config).toContain('proxy_ignore_headers Vary;');
    // nginx compresses only what comes uncompressed, and adds no second Vary to the app's.
    expect(config).toContain('gzip_vary off;');
  });

  it('locks, serves stale copies through outages and updates them in the background', () => {
    expect(config).toContain('proxy_cache_lock on;');
    expect(config).toContain(
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    );
    expect(config).toContain('proxy_cache_background_update on;');
    expect(config).toContain('add_header X-Cache-Status $upstream_cache_status always;');
  });

  it('never keeps an answer that sets a cookie, and lets the apps say what else is kept', () => {
    expect(config).toContain('proxy_no_cache $upstream_http_set_cookie;');
    const directives = withoutComments(config);
    expect(directives).not.toContain('proxy_cache_valid');
    // Cache-Control, Expires and Set-Cookie count: only Vary is left to the key.
    expect(directives.match(/proxy_ignore_headers[^;]*;/g)).toEqual(['proxy_ignore_headers Vary;']);
  });

  it("keeps every journal's api/ forwarder out of the cache", () => {
    for (const { id, prefix } of siteApps.filter((site) => site.prefix !== '/')) {
      expect(config).toContain(
        `location ${prefix}api/ {\n      proxy_cache off;\n      proxy_pass http://${id}_app;`,
      );
    }
  });
});

describe('failover and rate limits of renderNginxConfig', () => {
  it('fails over to the next instance only when one is gone or silent, twice at most', () => {
    const config = renderNginxConfig(values);
    expect(config).toContain('proxy_next_upstream error timeout;');
    expect(config).toContain('proxy_next_upstream_tries 2;');
    expect(config).toContain('proxy_next_upstream_timeout 10s;');
    // A POST that reached an app is never sent again, and the apps' own 502/503 are answers.
    const directives = withoutComments(config);
    expect(directives).not.toContain('non_idempotent');
    expect(directives).not.toMatch(/proxy_next_upstream [^;]*http_50/);
  });

  it("limits each journal's api/ forwarder and its searches per client, with 429 and Retry-After", () => {
    const config = renderNginxConfig(values);
    expect(config).toContain('limit_req_zone $binary_remote_addr zone=api_calls:10m rate=20r/s;');
    expect(config).toContain('limit_req_zone $search_limit_key zone=searches:10m rate=5r/s;');
    expect(config).toMatch(
      /map \$arg_search \$search_limit_key \{\s*"" "";\s*default \$binary_remote_addr;/,
    );
    expect(config).toContain('limit_req_status 429;');
    expect(config).toContain('add_header Retry-After $retry_after always;');
    expect(config).toMatch(/error_page 429 @too_many_requests;/);
    for (const { id, prefix } of siteApps.filter((site) => site.prefix !== '/')) {
      expect(config).toContain(
        `location ${prefix} {\n      proxy_pass http://${id}_app;\n      limit_req zone=searches burst=10 nodelay;\n    }`,
      );
      expect(config).toContain(
        `proxy_pass http://${id}_app;\n      limit_req zone=api_calls burst=40 nodelay;\n    }`,
      );
    }
    // The publisher has neither forwarder nor search: no limit on its pages.
    expect(config).toMatch(/location \/ \{\s*proxy_pass http:\/\/publisher_app;\s*\}/);
  });
});

/** A `map` block of the config: its source string and its entries, in order. */
function mapOf(config: string, variable: string) {
  const block = new RegExp(`map (\\S+) \\$${variable} \\{\\n([\\s\\S]*?)\\n  \\}`).exec(config);
  if (!block) throw new Error(`No map of $${variable}`);
  const unquoted = (word: string) => word.replace(/^"(.*)"$/, '$1');
  const entries = (block[2] ?? '').split('\n').map((line) => {
    const entry = /^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);$/.exec(line);
    if (!entry) throw new Error(`Cannot read the map line ${line}`);
    return { key: unquoted(entry[1] ?? ''), value: unquoted(entry[2] ?? '') };
  });
  return { source: unquoted(block[1] ?? ''), entries };
}

/**
 * A map's value as nginx finds it: an exact key first, then the regexes (`~`, `~*` without case)
 * in their order, then the default. The source's variables are read from `variables`.
 */
function mapValue(config: string, variable: string, variables: Record<string, string>): string {
  const { source, entries } = mapOf(config, variable);
  const input = source.replace(/\$([a-z_]+)/g, (_, name: string) => variables[name] ?? '');
  const exact = entries.find(({ key }) => key !== 'default' && !key.startsWith('~'));
  if (exact && exact.key === input) return exact.value;
  const matched = entries.find(({ key }) => {
    if (!key.startsWith('~')) return false;
    const caseless = key.startsWith('~*');
    return new RegExp(key.slice(caseless ? 2 : 1), caseless ? 'i' : '').test(input);
  });
  return (matched ?? entries.find(({ key }) => key === 'default'))?.value ?? '';
}

/** The page encoding nginx asks the app for (and keys the page by) for an Accept-Encoding. */
function pageEncoding(config: string, acceptEncoding: string | undefined): string {
  const variables: Record<string, string> = { http_accept_encoding: acceptEncoding ?? '' };
  variables.accepts_br = mapValue(config, 'accepts_br', variables);
  variables.accepts_gzip = mapValue(config, 'accepts_gzip', variables);
  return mapValue(config, 'page_encoding', variables);
}

describe('the page encoding of renderNginxConfig', () => {
  const config = renderNginxConfig(values);

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip;q=0.8, br;q=0.5', 'br'],
    ['BR', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['br;q=0.0, gzip', 'gzip'],
    ['br ; q = 0.000 , gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['brotli, x-gzip', ''],
    ['deflate, gzip;q=0', ''],
    ['br;q=0, gzip;q=0', ''],
    ['identity', ''],
    ['*', ''],
    ['', ''],
    [undefined, ''],
  ])('Accept-Encoding %j asks the app for %j', (acceptEncoding, expected) => {
    expect(pageEncoding(config, acceptEncoding)).toBe(expected);
  });
});

/** Each top-level `server { … }` block of the config. */
function servers(config: string): string[] {
  return [...config.matchAll(/\n {2}server \{\n([\s\S]*?)\n {2}\}/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('TLS in renderNginxConfig', () => {
  const tls = {
    listen: '127.0.0.1:8443',
    certificate: '/etc/ssl/journals.crt',
    certificateKey: '/etc/ssl/journals.key',
    httpsPort: 8443,
  };

  it('serves the sites on plain http without tls, with no TLS at all', () => {
    const config = renderNginxConfig(values);
    expect(servers(config)).toHaveLength(1);
    expect(servers(config)[0]).toMatch(/^\s*listen 127\.0\.0\.1:8080;\n/);
    expect(withoutComments(config)).not.toMatch(/ssl|https:\/\//);
  });

  it('serves the sites on https, HTTP/2, with Mozilla intermediate settings', () => {
    const [redirect, sites] = servers(renderNginxConfig({ ...values, tls }));
    expect(sites).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(sites).toContain('ssl_certificate /etc/ssl/journals.crt;');
    expect(sites).toContain('ssl_certificate_key /etc/ssl/journals.key;');
    expect(sites).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    const ciphers = /ssl_ciphers ([^;]+);/.exec(sites ?? '')?.[1]?.split(':') ?? [];
    expect(ciphers.length).toBeGreaterThan(3);
    for (const cipher of ciphers) expect(cipher).toMatch(/^ECDHE-(ECDSA|RSA)-.*(GCM|POLY1305)/);
    expect(sites).toContain('ssl_session_cache shared:TLS:10m;');
    expect(sites).toContain('ssl_session_tickets off;');
    // The whole site server, once: its locations, cache and headers.
    expect(sites).toContain('proxy_cache pages;');
    expect(sites).toMatch(/location \/ \{\s*proxy_pass http:\/\/publisher_app;/);
    expect(sites).toContain('add_header Strict-Transport-Security $strict_transport_security');
    expect(redirect).not.toMatch(/proxy_|^\s*location |ssl/m);
  });

  it('sends every plain http request to the same path and query on https', () => {
    const [redirect] = servers(renderNginxConfig({ ...values, tls }));
    expect(redirect).toMatch(/^\s*listen 127\.0\.0\.1:8080;\n/);
    expect(redirect).toContain('return 301 https://$host:8443$request_uri;');
    // Its security headers, HSTS by scheme (none over http).
    for (const { name, value } of securityHeaders) {
      expect(redirect).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(redirect).toContain('add_header Strict-Transport-Security $strict_transport_security');
    for (const httpsPort of [443, undefined]) {
      expect(renderNginxConfig({ ...values, tls: { ...tls, httpsPort } })).toContain(
        'return 301 https://$host$request_uri;',
      );
    }
  });

  it('refuses a certificate path nginx would read as more than one word', () => {
    expect(() =>
      renderNginxConfig({ ...values, tls: { ...tls, certificate: '/etc/ssl/a b.crt' } }),
    ).toThrow(/Cannot use the path/);
  });
});

describe("nginx's own check of the rendered config", () => {
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'journals-nginx-config-test-'));
  afterAll(() => rmSync(runtimeDir, { recursive: true, force: true }));

  const nginxAccepts = (config: string) => {
    const configPath = path.join(runtimeDir, 'nginx.conf');
    writeFileSync(configPath, config);
    const errorLog = path.join(runtimeDir, 'startup.log');
    // Throws, with nginx's message, on a config it refuses.
    execFileSync(findNginx(), ['-t', '-q', '-e', errorLog, '-c', configPath], { stdio: 'pipe' });
  };

  it('accepts it on plain http and on https', () => {
    expect(() => nginxAccepts(renderNginxConfig({ ...values, runtimeDir }))).not.toThrow();
    const certificate = createSelfSignedCertificate(runtimeDir);
    const tls = { listen: '127.0.0.1:8443', ...certificate, httpsPort: 8443 };
    expect(() => nginxAccepts(renderNginxConfig({ ...values, runtimeDir, tls }))).not.toThrow();
  });
});
