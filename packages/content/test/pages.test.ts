// Structural rules every page of every site keeps.
import { matchRoute, siteConfigs, type SiteConfig } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { pageLinks, publisherHome, toPlainText, type ContentPage } from '../src/index.ts';
import { headingIds, renderJournal, renderPublisher } from './helpers.ts';

const cases: [string, string, ContentPage, SiteConfig][] = [
  ...renderJournal(siteConfigs.indjeee).map(
    ([route, page]) =>
      ['indjeee', route, page, siteConfigs.indjeee] as [string, string, ContentPage, SiteConfig],
  ),
  ...renderJournal(siteConfigs.indjece).map(
    ([route, page]) =>
      ['indjece', route, page, siteConfigs.indjece] as [string, string, ContentPage, SiteConfig],
  ),
  ...renderPublisher(siteConfigs.publisher).map(
    ([route, page]) =>
      ['publisher', route, page, siteConfigs.publisher] as [
        string,
        string,
        ContentPage,
        SiteConfig,
      ],
  ),
];

/** A block whose content is a list of items. */
function isItemBlock(
  block: ContentPage['blocks'][number],
): block is Extract<ContentPage['blocks'][number], { items: unknown[] }> {
  return 'items' in block;
}

describe.each(cases)('%s %s', (_site, _route, page, config) => {
  it('has a title, a lead and blocks', () => {
    expect(page.title.trim()).not.toBe('');
    expect(page.lead.length).toBeGreaterThan(40);
    expect(page.blocks.length).toBeGreaterThan(0);
  });

  it('has heading ids that are unique and usable as fragments', () => {
    const ids = headingIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has no empty lists, tables, steps, FAQs or definitions', () => {
    const empty = page.blocks.filter(
      (block) =>
        (block.type === 'table' && block.rows.length === 0) ||
        (isItemBlock(block) && block.items.length === 0),
    );
    expect(empty).toEqual([]);
  });

  it('gives every table row one cell per column', () => {
    const ragged = page.blocks.flatMap((block) =>
      block.type === 'table' ? block.rows.filter((row) => row.length !== block.head.length) : [],
    );
    expect(ragged).toEqual([]);
  });

  const links = pageLinks(page);
  const downloads = links.filter((link) => link.download);
  const internal = links.filter((link) => !link.download && link.href.startsWith('/'));
  const external = links.filter((link) => !link.download && link.href.startsWith('https://'));
  const addresses = links.filter(
    (link) => !link.download && !link.href.startsWith('/') && !link.href.startsWith('https://'),
  );

  it('gives every link a text', () => {
    for (const link of links) expect(link.text.trim(), link.href).not.toBe('');
  });

  it('offers only downloads of its own files', () => {
    const files = config.kind === 'journal' ? config.downloads.map((d) => `/${d.file}`) : [];
    for (const link of downloads) expect(files).toContain(link.href);
  });

  it('links inside the site only to routes it declares, in the same tab', () => {
    for (const link of internal) {
      expect(matchRoute(config, link.href), link.href).toBeDefined();
      expect(link.external).toBeUndefined();
    }
  });

  it('opens full external addresses in a new tab', () => {
    for (const link of external) expect(link.external, link.href).toBe(true);
  });

  it('links to nothing else than a mail address or a phone number', () => {
    for (const link of addresses)
      expect(link.href).toMatch(/^(mailto:[^@\s]+@[^@\s]+|tel:\+?\d+)$/);
  });

  it('leaves no placeholder or unrendered value in the text', () => {
    const text = `${toPlainText(page)}\n${pageLinks(page)
      .map((link) => link.href)
      .join('\n')}`;
    expect(text).not.toMatch(/\{[a-z_]+\}/i);
    expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]|\$\{/);
  });
});

describe('the publisher home sections', () => {
  const home = publisherHome(siteConfigs.publisher);
  const links = [
    home.keyFeatures.action,
    ...(typeof home.joinPanel.text === 'string'
      ? []
      : home.joinPanel.text.filter((part) => typeof part !== 'string')),
  ];

  const internal = links.filter((link) => link.href.startsWith('/'));
  const external = links.filter((link) => !link.href.startsWith('/'));

  it.each(internal.map((link) => [link.href] as const))('links to the route %s', (href) => {
    expect(matchRoute(siteConfigs.publisher, href)).toBeDefined();
  });

  it.each(external.map((link) => [link.href] as const))('links to the address %s', (href) => {
    expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });
});
