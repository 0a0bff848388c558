// Renders nginx/nginx.conf.template for the sites of the site configs: an upstream per site with
// its app servers, a location per journal prefix (and one for its api/ forwarder, outside the
// page cache), the publisher for every other path.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  securityHeaders,
  strictTransportSecurity,
  type SecurityHeader,
} from '@journals/app-server/security-headers';
import { siteApps, type SiteApp } from './config.ts';

export interface NginxConfigValues {
  /** `port` or `address:port` nginx listens on. */
  listen: string;
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

/** Each header: the app's copy hidden, nginx's added to every answer (errors included). */
function securityHeaderLines(headers: readonly SecurityHeader[] = securityHeaders): string {
  return [
    ...headers.flatMap(({ name, value }) => [
      `    proxy_hide_header ${name};`,
      `    add_header ${name} ${quoted(value)} always;`,
    ]),
    `    proxy_hide_header ${strictTransportSecurity.name};`,
    `    add_header ${strictTransportSecurity.name} ${hstsVariable} always;`,
  ].join('\n');
}

export function renderNginxConfig(
  values: NginxConfigValues,
  template = readFileSync(nginxTemplatePath, 'utf8'),
  sites: SiteApp[] = siteApps,
): string {
  const replacements: Record<string, string> = {
    LISTEN: values.listen,
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
