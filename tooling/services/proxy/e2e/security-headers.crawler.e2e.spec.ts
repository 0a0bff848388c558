// The security headers, on both paths a reader's request can take: to an app server directly and
// through nginx. The same set on both (one definition, @journals/app-server/security-headers), on
// pages, errors and files, no HSTS over http; a Content-Security-Policy that nginx passes as the
// app wrote it, allowing exactly the page's own inline scripts by their hashes and no inline
// script besides; every reader of a page gets the same bytes and the same policy.
import { securityHeaders, strictTransportSecurity } from '@journals/app-server/security-headers';
import { readPageScripts } from '@journals/page-audit/page-scripts';
import { siteConfigs } from '@journals/site-config';
import { expect, test } from './fixtures.ts';
import { siteApps } from '../src/config.ts';
import { appServersUnderTest, proxyUnderTest } from './env.ts';
import { expectPagePolicy } from './page-policy.ts';
import { header, rawGet, type RawResponse } from './raw-http.ts';
import { sitePages } from './site-pages.ts';

const { url: proxy } = proxyUnderTest();
const appServers = appServersUnderTest();

// The first test of a worker samples every site's routes through nginx (once per worker).
test.describe.configure({ timeout: 180_000 });

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

/** The page's policy checked against the page (e2e/page-policy.ts). */
function expectOwnPolicy(response: RawResponse, where: string): void {
  expectPagePolicy(header(response, 'content-security-policy'), response.body, where);
}

for (const { id, prefix } of siteApps) {
  const site = siteConfigs[id];
  const paths = {
    app: () => appServers[id] ?? '',
    nginx: () => proxy,
  };
  /** Both ways to a page, and the cache status its second read answers: nginx's kept copy, none
   * from the app (it renders each time and caches nothing). */
  const ways = [
    { way: 'app', origin: paths.app, cacheStatus: undefined },
    { way: 'nginx', origin: paths.nginx, cacheStatus: 'HIT' },
  ];
  /** The scripts of the scripted page: at least so many tags besides JSON-LD, and whether any
   * is inline. A journal's list hydrates with inline scripts; the publisher's contact page's
   * one script is a file. */
  const scriptedPageScripts =
    site.kind === 'journal' ? { tags: 3, inline: true } : { tags: 1, inline: false };

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
      for (const path of [...pagePaths, `${prefix}no-such-page`]) {
        const direct = await rawGet(`${paths.app()}${path}`);
        const proxied = await rawGet(`${paths.nginx()}${path}`);
        expect(fixedHeaders(direct), `directly: ${path}`).toEqual(expectedFixedHeaders);
        expect(fixedHeaders(proxied), `through nginx: ${path}`).toEqual(expectedFixedHeaders);
        // A page's policy names its own scripts, through nginx as directly.
        expectOwnPolicy(direct, `${path} directly`);
        expectOwnPolicy(proxied, `${path} through nginx`);
      }

      const file = `${prefix}favicon.ico`;
      const direct = await rawGet(`${paths.app()}${file}`);
      const proxied = await rawGet(`${paths.nginx()}${file}`);
      expect(fixedHeaders(direct), `directly: ${file}`).toEqual(expectedFixedHeaders);
      expect(fixedHeaders(proxied), `through nginx: ${file}`).toEqual(expectedFixedHeaders);
      // A file's policy is the app's fixed one, passed by nginx as it is.
      expect(header(proxied, 'content-security-policy'), file).toBe(
        header(direct, 'content-security-policy'),
      );
    });

    for (const { way, origin, cacheStatus } of ways) {
      test(`${way}: a page's inline scripts allowed by their hashes; through nginx, one copy for every reader`, async () => {
        // A journal's paper list hydrates (docs/adr/014-hydration-per-route.md): React Router's
        // context and module scripts are inline, allowed by their hashes; the publisher contact
        // page's enhancement script is a file of the site ('self').
        /** Reads the page twice: both answers allowed their scripts, the same bytes and policy. */
        const readTwice = async (path: string): Promise<RawResponse> => {
          const first = await rawGet(`${origin()}${path}`);
          const second = await rawGet(`${origin()}${path}`);
          expect(first.status, path).toBe(200);
          expectOwnPolicy(first, `${path} (${way})`);
          expectOwnPolicy(second, `${path} (${way}, again)`);
          // The same bytes and policy for every reader: through nginx its kept copy, from the
          // app a new rendering (a list's data goes into it without the time it was read).
          expect(header(second, 'x-cache-status'), path).toBe(cacheStatus);
          expect(second.bytes.equals(first.bytes), `the same bytes of ${path}`).toBe(true);
          expect(header(second, 'content-security-policy'), path).toBe(
            header(first, 'content-security-policy'),
          );
          return first;
        };

        for (const path of pagePaths) await readTwice(path);
        const scripted = await readTwice(scriptedPage);
        const tags = scripted.body.match(/<script\b[^>]*>/g) ?? [];
        const scripts = tags.filter((tag) => !tag.includes('ld+json'));
        expect(scripts.length, scriptedPage).toBeGreaterThanOrEqual(scriptedPageScripts.tags);
        expect(
          readPageScripts(scripted.body).inline.length > 0,
          `inline scripts of ${scriptedPage}`,
        ).toBe(scriptedPageScripts.inline);
      });
    }

    test('every page route through nginx: its policy names exactly its inline scripts', async () => {
      const found = (await sitePages(proxy)).find((pages) => pages.id === id);
      expect(found?.missing, 'routes the sampler found no page of').toEqual([]);
      expect(found?.pages.size).toBeGreaterThan(5);
      const policies: string[] = [];
      for (const [route, url] of found?.pages ?? []) {
        const response = await rawGet(url);
        expect(response.status, url).toBe(200);
        expectOwnPolicy(response, `${route}: ${url}`);
        policies.push(header(response, 'content-security-policy') ?? '');
      }
      // Most pages run no script at all (ADR 014): their policy allows none.
      const withoutScript = policies.filter((policy) => /script-src 'none'/.test(policy));
      expect(withoutScript.length).toBeGreaterThan(0);
    });

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
