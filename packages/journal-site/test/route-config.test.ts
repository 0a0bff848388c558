// @vitest-environment node
import { journalRoutes } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import {
  journalPageRoutes,
  journalRouteConfig,
  journalRouteFiles,
  movedRoutes,
} from '../src/route-config.ts';
import { resourceRouteFiles } from '../src/routes/resources/route-files.ts';

describe('the journal route list', () => {
  it('mounts every route of the site config, each with its own id', () => {
    const config = journalRouteConfig();
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
