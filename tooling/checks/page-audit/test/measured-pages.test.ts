import { siteConfigs, siteIds } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { measuredSites } from '../src/measured-pages.ts';

describe('the measured pages', () => {
  it('cover every site of the site configs, the publisher first', () => {
    expect(measuredSites.map((site) => site.id)).toEqual(siteIds);
  });

  it("measure each journal's home, a list, a paper and a policy page, all routes it declares", () => {
    for (const site of measuredSites.filter((measured) => measured.id !== 'publisher')) {
      expect(Object.keys(site.pages)).toEqual(['home', 'list', 'paper', 'policy']);
      expect(site.prefix).toBe(siteConfigs[site.id as keyof typeof siteConfigs].prefix);
      for (const route of Object.values(site.pages)) expect(site.routes).toContain(route);
    }
  });
});
