// @vitest-environment node
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { robotsResponse, siteRobotsTxt } from '../../src/server/discovery/site-robots.ts';

describe('robots.txt', () => {
  it("the publisher's covers the origin: every journal's API forwarder, the origin's sitemap index and each journal's", () => {
    expect(siteRobotsTxt(siteConfigs.publisher, 'https://j.example')).toBe(
      [
        'User-agent: *',
        'Disallow: /indjeee/api/',
        'Disallow: /indjece/api/',
        '',
        'Sitemap: https://j.example/sitemap.xml',
        'Sitemap: https://j.example/indjeee/sitemap-index.xml',
        'Sitemap: https://j.example/indjece/sitemap-index.xml',
        '',
      ].join('\n'),
    );
  });

  it("a journal's says the same for the journal alone", () => {
    expect(siteRobotsTxt(siteConfigs.indjece, 'https://j.example')).toBe(
      [
        'User-agent: *',
        'Disallow: /indjece/api/',
        '',
        'Sitemap: https://j.example/indjece/sitemap-index.xml',
        '',
      ].join('\n'),
    );
  });

  it('is plain text', async () => {
    const response = robotsResponse(siteConfigs.indjeee, 'https://j.example');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('Disallow: /indjeee/api/');
  });
});
