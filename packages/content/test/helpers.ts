// Helpers the tests share: every page of a site, rendered.
import type { JournalSiteConfig, PublisherSiteConfig } from '@journals/site-config';
import { journalPages, publisherPages, toPlainText, type ContentPage } from '../src/index.ts';

export function renderJournal(config: JournalSiteConfig): [string, ContentPage][] {
  return Object.entries(journalPages).map(([route, build]) => [route, build(config)]);
}

export function renderPublisher(config: PublisherSiteConfig): [string, ContentPage][] {
  return Object.entries(publisherPages).map(([route, build]) => [route, build(config)]);
}

/** Every page of the site as one plain text. */
export function journalText(config: JournalSiteConfig): string {
  return renderJournal(config)
    .map(([, page]) => toPlainText(page))
    .join('\n');
}

export function publisherText(config: PublisherSiteConfig): string {
  return renderPublisher(config)
    .map(([, page]) => toPlainText(page))
    .join('\n');
}

export function headingIds(page: ContentPage): string[] {
  return page.blocks.flatMap((block) => (block.type === 'heading' ? [block.id] : []));
}

export function blocksOf<T extends ContentPage['blocks'][number]['type']>(
  page: ContentPage,
  type: T,
): Extract<ContentPage['blocks'][number], { type: T }>[] {
  return page.blocks.filter(
    (block): block is Extract<ContentPage['blocks'][number], { type: T }> => block.type === type,
  );
}
