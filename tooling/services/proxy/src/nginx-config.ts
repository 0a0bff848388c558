// Renders nginx/nginx.conf.template for the sites of the site configs: an upstream per site with
// its app servers, a location per journal prefix (and one for its api/ forwarder, outside the
// page cache), the publisher for every other path; on plain http, or on https with plain http
// redirecting to it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { securityHeaders, strictTransportSecurity } from '@journals/app-server/security-headers';
import { siteApps, type SiteApp } from './config.ts';

export interface NginxTls {
  /** `port` or `address:port` of the https server (HTTP/2 and HTTP/1.1). */
  listen: string;
  /** Path of the certificate (PEM, with its chain). */
  certificate: string;
  /** Path of the certificate's private key (PEM). */
  certificateKey: string;
  /**
   * The https port readers reach, named in the redirect from http when it is not 443 (a number,
   * or a placeholder that a start script fills, as the nginx image's does).
   */
  httpsPort?: number | string;
}

export interface NginxConfigValues {
  /**
   * `port` or `address:port` of the plain http server: it serves the sites without `tls`, and
   * redirects every request to https with it.
   */
  listen: string;
  /** Serve the sites over https (the http server then only redirects to it). */
  tls?: NginxTls;
  /** `host:port` of each app server, by site id (several for one site share its load). */
  upstreams: Record<string, string[]>;
  /** Folder for the pid file, logs and temporary files. */
  runtimeDir: string;
  /** Path of nginx's mime.types. */
  mimeTypes?: string;
}

export const nginxTemplatePath = fileURLToPath(
  new URL('../nginx/nginx.conf.template', import.meta.url),
);

function upstreamBlocks(sites: SiteApp[], upstreams: NginxConfigValues['upstreams']): string {
  return sites
    .map((site) => {
      const servers = upstreams[site.id] ?? [];
      if (servers.length === 0) throw new Error(`No app server given for ${site.id}`);
      return [
        `  upstream ${site.id}_app {`,
        ...servers.map((server) => `    server ${server} max_fails=2 fail_timeout=5s;`),
        '    keepalive 16;',
        '  }',
      ].join('\n');
    })
    .join('\n');
}

function journalLocations(sites: SiteApp[]): string {
  return sites
    .filter((site) => site.prefix !== '/')
    .map((site) => {
      const bare = site.prefix.replace(/\/$/, '');
      return [
        `    location = ${bare} { return 301 ${site.prefix}$is_args$args; }`,
        `    location ${site.prefix} {`,
        `      proxy_pass http://${site.id}_app;`,
        // Counts only requests with a `search` parameter (the zone's key is empty otherwise).
        '      limit_req zone=searches burst=10 nodelay;',
        '    }',
        // The browser's calls through the app's forwarder: answers to one reader, never cached.
        `    location ${site.prefix}api/ {`,
        '      proxy_cache off;',
        `      proxy_pass http://${site.id}_app;`,
        '      limit_req zone=api_calls burst=40 nodelay;',
        '    }',
      ].join('\n');
    })
    .join('\n');
}

const hstsVariable = '$strict_transport_security';

/** nginx's double-quoted string: the header values hold no quote or backslash, but check. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot quote ${value} for nginx`);
  return `"${value}"`;
}

/** The HSTS value by scheme: empty over http, and nginx sends no header with an empty value. */
function hstsByScheme(): string {
  return [
    `  map $scheme ${hstsVariable} {`,
    `    https ${quoted(strictTransportSecurity.value)};`,
    '    default "";',
    '  }',
  ].join('\n');
}

/**
 * Each header added to every answer (errors included) and, where nginx passes the apps' answers
 * (`hideAppCopies`), the app's copy hidden.
 */
function securityHeaderLines(hideAppCopies = true): string {
  const headers = [
    ...securityHeaders.map(({ name, value }) => ({ name, value: quoted(value) })),
    { name: strictTransportSecurity.name, value: hstsVariable },
  ];
  return headers
    .flatMap(({ name, value }) => [
      ...(hideAppCopies ? [`    proxy_hide_header ${name};`] : []),
      `    add_header ${name} ${value} always;`,
    ])
    .join('\n');
}

/**
 * Mozilla's "intermediate" TLS settings (TLS 1.2 and 1.3, forward-secret AEAD ciphers; the DHE
 * suites of its list are left out, as they need a Diffie-Hellman parameters file).
 */
export const tlsSettings = [
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ecdh_curve X25519:prime256v1:secp384r1;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_timeout 1d;',
  'ssl_session_cache shared:TLS:10m;',
  'ssl_session_tickets off;',
];

/** A path nginx reads as one word: no space, quote, semicolon, brace or variable. */
function configPath(value: string): string {
  if (/[\s"';{}$\\]/.test(value)) throw new Error(`Cannot use the path ${value} in nginx`);
  return value;
}

/** The site server's listen line, with its certificate and TLS settings when on https. */
function siteListen(values: NginxConfigValues): string {
  const { tls } = values;
  if (!tls) return `    listen ${values.listen};`;
  return [
    `    listen ${tls.listen} ssl http2;`,
    `    ssl_certificate ${configPath(tls.certificate)};`,
    `    ssl_certificate_key ${configPath(tls.certificateKey)};`,
    ...tlsSettings.map((line) => `    ${line}`),
  ].join('\n');
}

/** With TLS: the plain http server, every request sent to the same path and query on https. */
function httpToHttps(values: NginxConfigValues): string {
  const { tls } = values;
  if (!tls) return '';
  const port =
    tls.httpsPort === undefined || String(tls.httpsPort) === '443' ? '' : `:${tls.httpsPort}`;
  return [
    '  server {',
    `    listen ${values.listen};`,
    '    server_name _;',
    securityHeaderLines(false),
    `    return 301 https://$host${port}$request_uri;`,
    '  }',
  ].join('\n');
}

export function renderNginxConfig(
  values: NginxConfigValues,
  template = readFileSync(nginxTemplatePath, 'utf8'),
  sites: SiteApp[] = siteApps,
): string {
  const replacements: Record<string, string> = {
    SITE_LISTEN: siteListen(values),
    HTTP_TO_HTTPS: httpToHttps(values),
    UPSTREAMS: upstreamBlocks(sites, values.upstreams),
    HSTS_BY_SCHEME: hstsByScheme(),
    SECURITY_HEADERS: securityHeaderLines(),
    JOURNAL_LOCATIONS: journalLocations(sites),
    PUBLISHER_APP: `${sites.find((site) => site.prefix === '/')?.id ?? 'publisher'}_app`,
    RUNTIME_DIR: values.runtimeDir,
    MIME_TYPES: values.mimeTypes ?? '/etc/nginx/mime.types',
  };
  // Comments may name a placeholder; only the lines that are not comments are filled.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
            const value = replacements[name];
            if (value === undefined) {
              throw new Error(`Unknown placeholder ${placeholder} in the nginx template`);
            }
            return value;
          }),
    )
    .join('\n');
}
