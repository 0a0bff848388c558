// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { journalRoutes } from '@journals/site-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  journalPageRoutes,
  journalReplacementFiles,
  journalRouteConfig,
  journalRouteFiles,
  movedRoutes,
} from '../src/route-config.ts';
import { resourceRouteFiles } from '../src/routes/resources/route-files.ts';

/** An app directory of its own: no module of its own unless a test writes one. */
let appDirectory = '';
beforeEach(() => {
  appDirectory = mkdtempSync(path.join(tmpdir(), 'journal-app-'));
});
afterEach(() => {
  rmSync(appDirectory, { recursive: true, force: true });
});

const sharedRoutes = path.join(import.meta.dirname, '../src/routes');

describe('the journal route list', () => {
  it("points every route to journal-site's module when the app has none of its own", () => {
    const config = journalRouteConfig(appDirectory);
    expect(config).toHaveLength(Object.keys(journalRouteFiles).length);
    for (const entry of config) {
      expect(entry.file.startsWith(`${sharedRoutes}/`)).toBe(true);
      expect(existsSync(entry.file)).toBe(true);
    }
    const home = config.find((entry) => entry.id === 'routes/home');
    expect(home).toMatchObject({ index: true, file: path.join(sharedRoutes, 'pages/home.tsx') });
  });

  it("points a route to the app's own module where the journal wrote one, and only that route", () => {
    mkdirSync(path.join(appDirectory, 'routes/pages'), { recursive: true });
    writeFileSync(path.join(appDirectory, 'routes/pages/faqs.tsx'), 'export default () => null;\n');
    const config = journalRouteConfig(appDirectory);
    const faqs = config.find((entry) => entry.path === 'FAQs');
    expect(faqs).toMatchObject({ id: 'routes/FAQs', file: 'routes/pages/faqs.tsx' });
    const others = config.filter((entry) => entry !== faqs);
    expect(others.every((entry) => entry.file.startsWith(`${sharedRoutes}/`))).toBe(true);
    // The other text pages stay on the shared module.
    const aim = config.find((entry) => entry.path === 'aim-and-scope');
    expect(aim?.file).toBe(path.join(sharedRoutes, 'pages/text-page.tsx'));
  });

  it("replaces no text page with an app's text-page.tsx: each has a name of its own", () => {
    mkdirSync(path.join(appDirectory, 'routes/pages'), { recursive: true });
    writeFileSync(
      path.join(appDirectory, 'routes/pages/text-page.tsx'),
      'export default () => null;\n',
    );
    const config = journalRouteConfig(appDirectory);
    expect(config.every((entry) => entry.file.startsWith(`${sharedRoutes}/`))).toBe(true);
    expect(journalReplacementFiles['/FAQs']).toBe('pages/faqs.tsx');
    expect(journalReplacementFiles['/conference-procedings']).toBe(
      'pages/conference-proceedings.tsx',
    );
    expect(journalReplacementFiles['/topics']).toBe(journalRouteFiles['/topics']);
  });

  it('mounts every route of the site config, each with its own id', () => {
    const config = journalRouteConfig(appDirectory);
    const ids = config.map((entry) => entry.id);

    expect(new Set(ids).size).toBe(config.length);
    for (const route of journalRoutes) expect(Object.keys(journalRouteFiles)).toContain(route);
  });

  it('serves a blog post at /blogs/:slug and /tag/:slug, and a tag at /blogs/tag/:slug', () => {
    expect(journalRouteFiles['/tag/:slug']).toBe(journalRouteFiles['/blogs/:slug']);
    expect(journalRouteFiles['/blogs/tag/:slug']).toBe('pages/blog-tag.tsx');
    expect(movedRoutes).toEqual({ '/tag/:slug': '/blogs/:slug' });
  });

  it('lists as page routes all but the resource and moved routes, each move leading to one', () => {
    for (const route of Object.keys(resourceRouteFiles)) {
      expect(journalPageRoutes).not.toContain(route);
    }
    for (const [moved, target] of Object.entries(movedRoutes)) {
      expect(journalPageRoutes).not.toContain(moved);
      expect(journalPageRoutes).toContain(target);
    }
    expect(journalPageRoutes).toContain('/blogs/tag/:slug');
    expect(journalPageRoutes.at(-1)).toBe('/*');
  });
});
