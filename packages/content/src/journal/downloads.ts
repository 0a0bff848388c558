import type { JournalSiteConfig } from '@journals/site-config';
import { downloadLink, h2, link, p, page, rich, table } from '../blocks.ts';
import type { ContentPage } from '../model.ts';

const usage: Record<JournalSiteConfig['downloads'][number]['format'], string> = {
  docx: 'Editable Word file: write your manuscript in it, or copy its styles into your own file, before submitting.',
  pdf: 'Print and sign it, or sign it digitally, and upload it when the editorial office asks for it after acceptance.',
};

export function downloads(config: JournalSiteConfig): ContentPage {
  return page(
    'Downloads',
    `The documents you need to prepare and publish an article in ${config.names.acronym}.`,
    [
      table(
        'Documents for authors',
        ['Document', 'Format', 'How to use it', 'Download'],
        config.downloads.map((download) => [
          download.label,
          download.format.toUpperCase(),
          usage[download.format],
          [downloadLink(`Download ${download.label}`, download.file)],
        ]),
      ),
      h2('Before you submit'),
      p(
        rich`Check your manuscript against the ${link('instructions for authors', '/instruction-for-author')}: a manuscript prepared in the template already meets most of the formatting requirements, which speeds up pre-screening.`,
      ),
    ],
  );
}
