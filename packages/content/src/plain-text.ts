// Plain-text rendering of a page (for tests, search indexes and meta descriptions), and the list
// of every link a page holds.
import type { Block, ContentPage, InlineLink, InlineText } from './model.ts';

export function inlineToPlainText(text: InlineText): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

function blockToLines(block: Block): string[] {
  switch (block.type) {
    case 'heading':
      return [block.text];
    case 'paragraph':
    case 'quote':
    case 'note':
      return [inlineToPlainText(block.text)];
    case 'list':
      return block.items.map(
        (item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${inlineToPlainText(item)}`,
      );
    case 'table':
      return [
        block.caption,
        block.head.join(' | '),
        ...block.rows.map((row) => row.map(inlineToPlainText).join(' | ')),
      ];
    case 'steps':
      return block.items.map(
        (step, index) => `${index + 1}. ${step.title}: ${inlineToPlainText(step.text)}`,
      );
    case 'faq':
      return block.items.flatMap((item) => [item.question, inlineToPlainText(item.answer)]);
    case 'definitions':
      return block.items.map((item) => `${item.term}: ${inlineToPlainText(item.description)}`);
  }
}

/** The page as plain text: title, lead and every block, one line each. */
export function toPlainText(page: ContentPage): string {
  return [page.title, page.lead, ...page.blocks.flatMap(blockToLines)].join('\n');
}

function linksOf(text: InlineText): InlineLink[] {
  return typeof text === 'string'
    ? []
    : text.filter((part): part is InlineLink => typeof part !== 'string');
}

function blockTexts(block: Block): InlineText[] {
  switch (block.type) {
    case 'heading':
      return [];
    case 'paragraph':
    case 'quote':
    case 'note':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return block.rows.flat();
    case 'steps':
      return block.items.map((step) => step.text);
    case 'faq':
      return block.items.map((item) => item.answer);
    case 'definitions':
      return block.items.map((item) => item.description);
  }
}

/** Every link in the page's blocks, in reading order. */
export function pageLinks(page: Pick<ContentPage, 'blocks'>): InlineLink[] {
  return page.blocks.flatMap(blockTexts).flatMap(linksOf);
}
