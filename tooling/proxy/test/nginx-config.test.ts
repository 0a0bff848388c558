import { securityHeaders, strictTransportSecurity } from '@journals/app-server/security-headers';
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { siteApps } from '../src/config.ts';
import { renderNginxConfig } from '../src/nginx-config.ts';

const values = {
  listen: '127.0.0.1:8080',
  upstreams: {
    publisher: ['127.0.0.1:1'],
    indjeee: ['127.0.0.1:2'],
    indjece: ['127.0.0.1:3', '127.0.0.1:4'],
  },
  runtimeDir: '/tmp/run',
};

describe('renderNginxConfig', () => {
  it('fills every placeholder', () => {
    const config = renderNginxConfig(values);
    expect(
      config
        .split('\n')
        .filter((line) => !line.trim().startsWith('#'))
        .join('\n'),
    ).not.toMatch(/\{\{/);
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

  it("sends the app's Content-Security-Policy with a nonce of each answer's own, in the header and the page", () => {
    const config = renderNginxConfig(values);
    // The app's policy, its nonce replaced by the request id; no policy of nginx's own.
    expect(config).toContain('add_header Content-Security-Policy $answer_csp always;');
    // Both nonces of the policy (script-src and style-src-elem), then a policy with one.
    expect(config).toContain('"${before}${request_id}${between}${request_id}${after}"');
    expect(config).toContain('"${before}${request_id}${after}"');
    expect(config.indexOf('${between}')).toBeLessThan(
      config.indexOf('"${before}${request_id}${after}"'),
    );
    expect(config).toContain(`sub_filter 'nonce="$app_csp_nonce"' 'nonce="$request_id"';`);
    expect(config).toContain('sub_filter_once off;');
    // sub_filter reads plain bodies.
    expect(config).toContain('proxy_set_header Accept-Encoding "";');
    expect(config).not.toContain('unsafe-inline');
  });
});

describe('the page cache of renderNginxConfig', () => {
  const config = renderNginxConfig(values);

  it('keeps pages in a zone under the runtime folder, keyed by scheme, host with port and full URI', () => {
    expect(config).toMatch(/proxy_cache_path \/tmp\/run\/page-cache .*keys_zone=pages:/);
    expect(config).toContain('proxy_cache pages;');
    expect(config).toContain('proxy_cache_key "$request_uri";');
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
    const directives = config
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(directives).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
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
    const directives = config
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
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
