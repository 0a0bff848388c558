// The security headers, on both paths a reader's request can take: to an app server directly and
// through nginx. The same set on both (one definition, @journals/app-server/security-headers), on
// pages, errors and files; a Content-Security-Policy whose nonce differs per response, allows no
// inline script without it and is on every script and style tag of the page; no HSTS over http.
import { securityHeaders, strictTransportSecurity } from '@journals/app-server/security-headers';
import { siteConfigs } from '@journals/site-config';
import { expect, test } from '@playwright/test';
import { siteApps } from '../src/config.ts';
import { appServersUnderTest, proxyUnderTest } from './env.ts';
import { rawGet, type RawResponse } from './raw-http.ts';
import { sitePages } from './site-pages.ts';

const { url: proxy } = proxyUnderTest();
const appServers = appServersUnderTest();

// The first test of a worker samples every site's routes through nginx (once per worker).
test.describe.configure({ timeout: 180_000 });

function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The nonce the policy allows scripts by; fails on a policy without one. */
function policyNonce(response: RawResponse): string {
  const policy = header(response, 'content-security-policy') ?? '';
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(policy.match(/default-src/g)).toHaveLength(1);
  const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(scriptSrc)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeDefined();
  // styled-components' style tag carries the same nonce (style-src-elem): one nonce per answer.
  expect(
    [...policy.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]),
    policy,
  ).toEqual([nonce, nonce]);
  return nonce ?? '';
}

/** The security headers other than the policy, as sent: the set both paths must agree on. */
function fixedHeaders(response: RawResponse): Record<string, string | undefined> {
  return Object.fromEntries(
    [...securityHeaders, strictTransportSecurity].map(({ name }) => [name, header(response, name)]),
  );
}

const expectedFixedHeaders = {
  ...Object.fromEntries(securityHeaders.map(({ name, value }) => [name, value])),
  // Over http: never.
  [strictTransportSecurity.name]: undefined,
};

for (const { id, prefix } of siteApps) {
  const site = siteConfigs[id];
  const paths = {
    app: () => appServers[id] ?? '',
    nginx: () => proxy,
  };

  test.describe(`${site.names.acronym}`, () => {
    let pagePaths: string[] = [];
    /** A page with executable scripts: a journal's paper list (it hydrates), the publisher's
     * contact page (its enhancement script; no publisher page hydrates). */
    let scriptedPage = '';

    test.beforeAll(async () => {
      const pages = (await sitePages(proxy)).find((found) => found.id === id)?.pages;
      const inner =
        pages?.get('/archives/paper-details') ?? pages?.get('/about') ?? `${proxy}${prefix}`;
      pagePaths = [prefix, new URL(inner).pathname + new URL(inner).search];
      const scripted = pages?.get('/archives/paperlist');
      scriptedPage = scripted
        ? new URL(scripted).pathname + new URL(scripted).search
        : `${prefix}contact-us`;
    });

    test('sends the same security headers directly and through nginx, on pages, errors and files', async () => {
      for (const path of [...pagePaths, `${prefix}no-such-page`, `${prefix}favicon.ico`]) {
        const direct = await rawGet(`${paths.app()}${path}`);
        const proxied = await rawGet(`${paths.nginx()}${path}`);
        expect(fixedHeaders(direct), `directly: ${path}`).toEqual(expectedFixedHeaders);
        expect(fixedHeaders(proxied), `through nginx: ${path}`).toEqual(expectedFixedHeaders);
        policyNonce(direct);
        policyNonce(proxied);
      }
    });

    for (const [way, origin] of Object.entries(paths)) {
      test(`${way}: a nonce of its own for every response, on every script tag`, async () => {
        // A journal's paper list hydrates (docs/adr/014-hydration-per-route.md): its scripts, React
        // Router's and React's, carry the nonce too; so does the publisher contact page's
        // enhancement script.
        for (const path of [...pagePaths, scriptedPage]) {
          const first = await rawGet(`${origin()}${path}`);
          const second = await rawGet(`${origin()}${path}`);
          expect(first.status, path).toBe(200);
          const nonce = policyNonce(first);
          expect(policyNonce(second)).not.toBe(nonce);
          // Script tags and styled-components' style tag.
          const tags = first.body.match(/<(script|style)\b[^>]*>/g) ?? [];
          if (path === scriptedPage) {
            const scripts = tags.filter(
              (tag) => tag.startsWith('<script') && !tag.includes('ld+json'),
            );
            expect(scripts.length, path).toBeGreaterThanOrEqual(site.kind === 'journal' ? 3 : 1);
          }
          expect(
            tags.filter((tag) => !tag.includes(` nonce="${nonce}"`)),
            path,
          ).toEqual([]);
          expect(first.body).not.toContain(policyNonce(second));
        }
      });
    }

    test('publishes security.txt under its prefix, directly and through nginx', async () => {
      const configured = site.contact.journalEmail ?? site.contact.supportEmail;
      for (const origin of [paths.app(), paths.nginx()]) {
        const response = await rawGet(`${origin}${prefix}.well-known/security.txt`);
        expect(response.status).toBe(200);
        expect(header(response, 'content-type')).toMatch(/^text\/plain/);
        const fields = Object.fromEntries(
          response.body
            .trim()
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        expect(fields.Contact).toBe(`mailto:${configured}`);
        expect(fields.Canonical).toBe(`${proxy}${prefix}.well-known/security.txt`);
        expect(fields['Preferred-Languages']).toBe('en');
        const daysAhead = (Date.parse(fields.Expires ?? '') - Date.now()) / 86_400_000;
        expect(daysAhead).toBeGreaterThan(360);
        expect(daysAhead).toBeLessThan(367);
      }
    });

    test('answers its health and readiness checks under its prefix through nginx', async () => {
      const health = await rawGet(`${proxy}${prefix}healthz`);
      expect(health.status).toBe(200);
      const ready = await rawGet(`${proxy}${prefix}readyz`);
      expect(ready.status).toBe(200);
      expect(header(ready, 'cache-control')).toBe('no-store');
    });
  });
}
