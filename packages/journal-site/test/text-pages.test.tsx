// The text pages: one module (text-page.tsx) at every path of the text-page table, each route
// with its own id, each path showing its own page of @journals/content built with the running
// config.
import { journalPages, type ContentPage } from '@journals/content';
import { withEnvironment } from '@journals/site-config';
import { SiteThemeProvider } from '@journals/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { journalRouteConfig, journalRouteFiles } from '../src/route-config.ts';
import { textPageRouteFiles } from '../src/routes/pages/route-files.ts';
import { loader } from '../src/routes/pages/text-page.server.ts';
import TextPageRoute from '../src/routes/pages/text-page.tsx';
import { textPageOf, textPages } from '../src/routes/pages/text-pages.ts';
import { site } from './site.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const paths = Object.keys(textPages) as (keyof typeof textPages)[];

describe('the text-page table', () => {
  it('lists every path route-files mounts at text-page.tsx, and no other', () => {
    const mounted = Object.entries(journalRouteFiles)
      .filter(([, file]) => file === 'pages/text-page.tsx')
      .map(([path]) => path);
    expect([...paths].sort()).toEqual([...mounted].sort());
    expect(Object.keys(textPageRouteFiles).sort()).toEqual([...mounted].sort());
    expect(paths).toHaveLength(19);
  });

  it.each(paths)("resolves %s to its page of @journals/content's journal pages", (path) => {
    expect(textPageOf(path)).toBe(journalPages[path]);
    expect(textPageOf(path.slice(1))).toBe(journalPages[path]);
  });

  it('resolves no other route', () => {
    for (const path of ['/', '/ethics', '/contact-us', '/topics', '/editorial-board', '/faqs']) {
      expect(textPageOf(path)).toBeUndefined();
    }
  });

  it('names a distinct replacement module for each page', () => {
    const names = Object.values(textPageRouteFiles);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('pages/text-page.tsx');
    expect(textPageRouteFiles['/FAQs']).toBe('pages/faqs.tsx');
  });
});

describe('the route config of the text pages', () => {
  it('gives each text path its own id, every one served by text-page.tsx', () => {
    const config = journalRouteConfig('/nonexistent-app-directory');
    const ids = config.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const path of paths) {
      const entry = config.find((candidate) => candidate.path === path.slice(1));
      expect(entry?.id).toBe(`routes${path}`);
      expect(entry?.file.endsWith('/src/routes/pages/text-page.tsx')).toBe(true);
    }
  });
});

describe('the text-page loader', () => {
  it.each(paths)('builds the page of %s with the config the server runs with', (path) => {
    const environment = {
      EDITORIAL_SYSTEM_URL: 'https://editorial.example.org/login',
      INDJECE_SUPPORT_EMAIL: 'help@example.org',
    };
    for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
    const running = withEnvironment(site, environment);
    expect(loader({ pattern: path })).toEqual(journalPages[path](running));
  });

  it('uses the environment: the overridden editorial system is linked', () => {
    vi.stubEnv('EDITORIAL_SYSTEM_URL', 'https://editorial.example.org/login');
    const pages = paths.map((path) => JSON.stringify(loader({ pattern: path })));
    expect(pages.some((page) => page.includes('https://editorial.example.org/login'))).toBe(true);
  });

  it('refuses a route that is not a text page', () => {
    expect(() => loader({ pattern: '/ethics' })).toThrow(/No text page/);
  });
});

describe('text-page.tsx', () => {
  async function open(path: string, address: string): Promise<HTMLElement> {
    const Stub = createRoutesStub([
      { path, Component: TextPageRoute, loader, HydrateFallback: () => null },
    ]);
    render(
      <SiteThemeProvider site="indjece">
        <Stub initialEntries={[address]} />
      </SiteThemeProvider>,
    );
    return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  }

  it.each([
    ['/FAQs', '/FAQs'],
    ['/FAQs', '/faqs?x=1'],
    ['/impact-Factor', '/impact-factor'],
    ['/conference-procedings', '/conference-procedings'],
  ] as const)('at %s shows its own page for %s', async (path, address) => {
    const page: ContentPage = journalPages[path](site);
    const heading = await open(path, address);
    expect(heading.textContent).toBe(page.title);
  });
});
