// A served HTML document as a crawler reads it, parsed by parse5 (the WHATWG parsing algorithm
// browsers use): the tags that steer indexing, wherever the parser puts them, and the links.
import { parse } from 'parse5';

/** A title, meta, link or base element, with its attributes and whether it ended up in <head>. */
export interface DocumentTag {
  name: 'title' | 'meta' | 'link' | 'base';
  attributes: Record<string, string>;
  /** The text of a <title>; '' for the others. */
  text: string;
  inHead: boolean;
}

export interface ReadDocument {
  tags: DocumentTag[];
  /** The href of every <a> and <area>, as written. */
  links: string[];
  /**
   * What the page loads, as written: the href of every <link>, the src of every <script>, <img>,
   * <source>, <iframe>, <video> and <audio>, and each address of a srcset.
   */
  resources: string[];
  /** The id of every element and the name of every <a>: where a #fragment can point. */
  anchors: Set<string>;
}

const sourceElements = new Set(['script', 'img', 'source', 'iframe', 'video', 'audio']);

/** The addresses of a srcset ('a.png 1x, b.png 2x'): each candidate's first word. */
function srcsetAddresses(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** A node of parse5's default tree, as these readers walk it. */
export interface ParsedNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: ParsedNode[];
  value?: string;
  /** The content fragment of a <template>: inert, so not read. */
  content?: unknown;
}

const tagNames = new Set<DocumentTag['name']>(['title', 'meta', 'link', 'base']);

function attributesOf(node: ParsedNode): Record<string, string> {
  return Object.fromEntries((node.attrs ?? []).map(({ name, value }) => [name, value]));
}

function textOf(node: ParsedNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(textOf).join('');
}

export function readDocument(html: string): ReadDocument {
  const tags: DocumentTag[] = [];
  const links: string[] = [];
  const resources: string[] = [];
  const anchors = new Set<string>();
  const visit = (node: ParsedNode, inHead: boolean) => {
    const name = node.nodeName;
    const attributes = attributesOf(node);
    if (tagNames.has(name as DocumentTag['name'])) {
      tags.push({
        name: name as DocumentTag['name'],
        attributes,
        text: name === 'title' ? textOf(node) : '',
        inHead,
      });
    }
    if ((name === 'a' || name === 'area') && attributes.href !== undefined) {
      links.push(attributes.href);
    }
    if (name === 'link' && attributes.href !== undefined) resources.push(attributes.href);
    if (sourceElements.has(name)) {
      if (attributes.src !== undefined) resources.push(attributes.src);
      if (attributes.srcset !== undefined) resources.push(...srcsetAddresses(attributes.srcset));
    }
    if (attributes.id !== undefined) anchors.add(attributes.id);
    if (name === 'a' && attributes.name !== undefined) anchors.add(attributes.name);
    for (const child of node.childNodes ?? []) visit(child, inHead || name === 'head');
  };
  visit(parse(html) as unknown as ParsedNode, false);
  return { tags, links, resources, anchors };
}

/** The meta elements whose `name` (or `property`) is `key`, case-insensitively. */
export function metaNamed(document: ReadDocument, key: string): DocumentTag[] {
  const wanted = key.toLowerCase();
  return document.tags.filter(
    (tag) =>
      tag.name === 'meta' &&
      (tag.attributes.name?.toLowerCase() === wanted ||
        tag.attributes.property?.toLowerCase() === wanted),
  );
}

/** The link elements whose rel list holds `rel`. */
export function linksWithRel(document: ReadDocument, rel: string): DocumentTag[] {
  return document.tags.filter(
    (tag) =>
      tag.name === 'link' &&
      (tag.attributes.rel ?? '').toLowerCase().split(/\s+/).includes(rel.toLowerCase()),
  );
}

/** The name of every element, in document order, that carries the attribute `name`. */
export function elementsWithAttribute(html: string, name: string): string[] {
  const found: string[] = [];
  const visit = (node: ParsedNode) => {
    if (node.attrs?.some((attr) => attr.name === name)) found.push(node.nodeName);
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html) as unknown as ParsedNode);
  return found;
}
