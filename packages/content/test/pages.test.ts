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
    for (const block of page.blocks) {
      if (block.type === 'list' || block.type === 'steps' || block.type === 'faq')
        expect(block.items.length).toBeGreaterThan(0);
      if (block.type === 'definitions') expect(block.items.length).toBeGreaterThan(0);
      if (block.type === 'table') {
        expect(block.rows.length).toBeGreaterThan(0);
        for (const row of block.rows) expect(row).toHaveLength(block.head.length);
      }
    }
  });

  it('links only to routes the site declares, its files, or full external addresses', () => {
    for (const link of pageLinks(page)) {
      expect(link.text.trim(), link.href).not.toBe('');
      if (link.download) {
        const files = config.kind === 'journal' ? config.downloads.map((d) => `/${d.file}`) : [];
        expect(files).toContain(link.href);
      } else if (link.href.startsWith('/')) {
        expect(matchRoute(config, link.href), link.href).toBeDefined();
        expect(link.external).toBeUndefined();
      } else if (link.href.startsWith('https://')) {
        expect(link.external, link.href).toBe(true);
      } else {
        expect(link.href).toMatch(/^(mailto:[^@\s]+@[^@\s]+|tel:\+?\d+)$/);
      }
    }
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

  it.each(links.map((link) => [link.href, link] as const))('links to %s', (_href, link) => {
    if (link.href.startsWith('/'))
      expect(matchRoute(siteConfigs.publisher, link.href)).toBeDefined();
    else expect(link.href).toMatch(/^(https:\/\/|mailto:)/);
  });
});
