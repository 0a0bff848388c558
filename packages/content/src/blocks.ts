// Builders for blocks and inline links, so page files read like the page.
import type { Block, ContentPage, HeadingBlock, Inline, InlineLink, InlineText } from './model.ts';

/** A heading id from its text: 'Duties of Authors' -> 'duties-of-authors'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function h2(text: string, id: string = slugify(text)): HeadingBlock {
  return { type: 'heading', level: 2, text, id };
}

export function h3(text: string, id: string = slugify(text)): HeadingBlock {
  return { type: 'heading', level: 3, text, id };
}

export function p(text: InlineText): Block {
  return { type: 'paragraph', text };
}

export function ul(items: InlineText[]): Block {
  return { type: 'list', items };
}

export function ol(items: InlineText[]): Block {
  return { type: 'list', ordered: true, items };
}

export function note(text: InlineText): Block {
  return { type: 'note', text };
}

export function quote(text: InlineText): Block {
  return { type: 'quote', text };
}

export function table(caption: string, head: string[], rows: InlineText[][]): Block {
  return { type: 'table', caption, head, rows };
}

export function steps(items: { title: string; text: InlineText }[]): Block {
  return { type: 'steps', items };
}

export function faq(items: { question: string; answer: InlineText }[]): Block {
  return { type: 'faq', items };
}

export function definitions(items: { term: string; description: InlineText }[]): Block {
  return { type: 'definitions', items };
}

export function page(title: string, lead: string, blocks: Block[]): ContentPage {
  return { title, lead, blocks };
}

/** A link to a page of the same site; `to` is relative to the site prefix. */
export function link(text: string, to: `/${string}`): InlineLink {
  return { text, href: to };
}

/** A link leaving the site; opens in a new tab. */
export function externalLink(text: string, href: `https://${string}`): InlineLink {
  return { text, href, external: true };
}

export function mailLink(address: string, text: string = address): InlineLink {
  return { text, href: `mailto:${address}` };
}

export function telLink(phone: string): InlineLink {
  return { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` };
}

/** A file the site serves under its prefix (`file` is relative, as in the site config). */
export function downloadLink(text: string, file: string): InlineLink {
  return { text, href: `/${file.replace(/^\/+/, '')}`, download: true };
}

type RichValue = string | number | InlineLink | InlineText;

/**
 * Running text with links: rich`Write to ${mailLink(email)} with your paper ID.`
 * Strings, numbers and nested rich text join the text; links stay links. Without links the result
 * is a string.
 */
export function rich(strings: TemplateStringsArray, ...values: RichValue[]): InlineText {
  const parts: Inline[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  strings.forEach((text, index) => {
    pushText(text);
    const value = values[index];
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const part of value) {
        if (typeof part === 'string') pushText(part);
        else parts.push(part);
      }
    } else if (typeof value === 'object') parts.push(value);
    else pushText(String(value));
  });
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}
