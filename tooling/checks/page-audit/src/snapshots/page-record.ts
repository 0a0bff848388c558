// What a served document says, as data to compare between two builds: its head tags in order,
// the visible text of its body (one entry per block), every link, every script, and the
// elements that carry structure (ids, roles, aria-*, data-*). Read by parse5 as a browser parses
// it. The `class` attribute is never recorded (a styling change may rename every class), nor
// `nonce` (the per-response CSP nonce the sites once served), and every string goes through
// `normalize` (hashed asset names, origin).
import { parse } from 'parse5';
import { collapseWhitespace, normalize, type NormalizeOptions } from './normalize.ts';

interface ParsedNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: ParsedNode[];
  value?: string;
}

/** A tag with its attributes (without `class`), e.g. a head tag or a structural element. */
export interface RecordedElement {
  tag: string;
  attributes: Record<string, string>;
  /** The text of a <title>, or the first characters of an inline script. */
  text?: string;
}

export interface PageRecord {
  head: RecordedElement[];
  /** The visible text of <body>, one entry per block (paragraph, heading, list item, cell...). */
  text: string[];
  links: { href: string; text: string }[];
  scripts: RecordedElement[];
  /** Body elements with an id, role, aria-*, data-*, tabindex, hidden, alt, name, for or title. */
  elements: RecordedElement[];
}

const headTags = new Set(['title', 'meta', 'link', 'script', 'base', 'style', 'noscript']);
/** Elements whose content is not shown text. */
const hiddenContent = new Set(['script', 'style', 'template', 'head']);
/** Elements that start a new line of text (block and table boxes, line breaks, options). */
const blocks = new Set(
  (
    'address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption ' +
    'figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr legend li main menu nav ol optgroup ' +
    'option p pre search section summary table tbody td tfoot th thead tr ul body html'
  ).split(' '),
);
const structural = /^(id|role|aria-.+|data-.+|tabindex|hidden|alt|name|for|title)$/;
const inlineScriptPreview = 160;

/** Attributes never recorded. */
const unrecorded = new Set(['class', 'nonce']);

function attributesOf(node: ParsedNode, options: NormalizeOptions): Record<string, string> {
  return Object.fromEntries(
    (node.attrs ?? [])
      .filter(({ name }) => !unrecorded.has(name))
      .map(({ name, value }) => [name, normalize(value, options)]),
  );
}

function rawText(node: ParsedNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(rawText).join('');
}

function element(node: ParsedNode, options: NormalizeOptions): RecordedElement {
  const recorded: RecordedElement = { tag: node.nodeName, attributes: attributesOf(node, options) };
  if (node.nodeName === 'title')
    recorded.text = normalize(collapseWhitespace(rawText(node)), options);
  if (node.nodeName === 'script' && !recorded.attributes.src) {
    const text = normalize(collapseWhitespace(rawText(node)), options);
    recorded.text =
      text.length > inlineScriptPreview
        ? `${text.slice(0, inlineScriptPreview)}… (${text.length} characters)`
        : text;
  }
  return recorded;
}

/** The visible text under a node, split into blocks. */
function textBlocks(root: ParsedNode): string[] {
  const blocksFound: string[] = [];
  let current = '';
  const flush = () => {
    const text = collapseWhitespace(current);
    if (text) blocksFound.push(text);
    current = '';
  };
  const visit = (node: ParsedNode) => {
    if (node.nodeName === '#text') {
      current += node.value ?? '';
      return;
    }
    if (hiddenContent.has(node.nodeName) || node.nodeName.startsWith('#comment')) return;
    const isBlock = blocks.has(node.nodeName);
    if (isBlock) flush();
    for (const child of node.childNodes ?? []) visit(child);
    if (isBlock) flush();
  };
  visit(root);
  flush();
  return blocksFound;
}

export function readPageRecord(html: string, options: NormalizeOptions = {}): PageRecord {
  // Scripting off: <noscript> content is parsed as elements, so its text and links are read.
  const document = parse(html, { scriptingEnabled: false }) as unknown as ParsedNode;
  const record: PageRecord = { head: [], text: [], links: [], scripts: [], elements: [] };
  const htmlElement = document.childNodes?.find((node) => node.nodeName === 'html');
  const head = htmlElement?.childNodes?.find((node) => node.nodeName === 'head');
  const body = htmlElement?.childNodes?.find((node) => node.nodeName === 'body');

  for (const node of head?.childNodes ?? []) {
    if (headTags.has(node.nodeName)) record.head.push(element(node, options));
  }
  const visit = (node: ParsedNode, inBody: boolean) => {
    if (node.nodeName === 'script') record.scripts.push(element(node, options));
    if (inBody && (node.nodeName === 'a' || node.nodeName === 'area')) {
      const href = node.attrs?.find((attribute) => attribute.name === 'href')?.value;
      if (href !== undefined) {
        const text = textBlocks(node).join(' ');
        record.links.push({ href: normalize(href, options), text: normalize(text, options) });
      }
    }
    if (
      inBody &&
      node.nodeName !== 'script' &&
      node.attrs?.some(({ name }) => structural.test(name))
    ) {
      record.elements.push(element(node, options));
    }
    if (node.nodeName === 'template') return;
    for (const child of node.childNodes ?? []) visit(child, inBody || node === body);
  };
  if (htmlElement) visit(htmlElement, false);
  record.text = body ? textBlocks(body).map((text) => normalize(text, options)) : [];
  return record;
}
