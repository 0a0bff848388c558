// The content model: pure data, no React, so pages are testable and render anywhere.

/** A link inside running text. */
export interface InlineLink {
  text: string;
  /**
   * Internal: a site-relative path starting with '/' (the renderer adds the site prefix).
   * External: a full https URL, or a mailto: / tel: address.
   */
  href: string;
  /** Opens in a new tab (set on every https link that leaves the site). */
  external?: boolean;
  /** A file under the site prefix (href starts with '/'), not a route: render a plain download link. */
  download?: boolean;
}

export type Inline = string | InlineLink;

/** Plain text, or a run of text and links. */
export type InlineText = string | Inline[];

export interface HeadingBlock {
  type: 'heading';
  level: 2 | 3;
  text: string;
  /** Unique within the page; usable as a fragment (#id). */
  id: string;
}

export type Block =
  | HeadingBlock
  | { type: 'paragraph'; text: InlineText }
  | { type: 'list'; ordered?: boolean; items: InlineText[] }
  | { type: 'table'; caption: string; head: string[]; rows: InlineText[][] }
  | { type: 'steps'; items: { title: string; text: InlineText }[] }
  | { type: 'faq'; items: { question: string; answer: InlineText }[] }
  | { type: 'quote'; text: InlineText }
  | { type: 'note'; text: InlineText }
  | { type: 'definitions'; items: { term: string; description: InlineText }[] };

export type BlockType = Block['type'];

/** One information or policy page: a title (the h1), a lead paragraph and the body. */
export interface ContentPage {
  title: string;
  lead: string;
  blocks: Block[];
}

/** A page builder: the same function serves every site of its kind. */
export type PageBuilder<Config> = (config: Config) => ContentPage;
