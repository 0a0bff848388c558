/// <reference lib="dom" />
// Rich-text sanitizer for browser bundles: the same rules applied with the browser's own HTML
// parser (DOMParser gives an inert document: nothing in it runs or loads), so the client bundle
// does not carry sanitize-html and its CSS parser.
import {
  allowedAttributeValue,
  allowedAttributes,
  allowedTags,
  discardedWithContent,
  linkRel,
} from './rules.ts';

const keptTags = new Set<string>(allowedTags);
const droppedTags = new Set<string>(discardedWithContent);

function copyAllowed(source: Node, target: Node, doc: Document): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === 3) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (droppedTags.has(tag)) continue;
    if (!keptTags.has(tag)) {
      copyAllowed(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of allowedAttributes[tag] ?? []) {
      const value = allowedAttributeValue(tag, name, element.getAttribute(name) ?? undefined);
      if (value !== undefined) copy.setAttribute(name, value);
    }
    if (tag === 'a') {
      // A link without an allowed href becomes its text.
      if (!copy.hasAttribute('href')) {
        copyAllowed(element, target, doc);
        continue;
      }
      copy.setAttribute('rel', linkRel);
    }
    copyAllowed(element, copy, doc);
    target.appendChild(copy);
  }
}

/** The browser implementation of `sanitizeRichText` (same allow-list as the Node one). */
export function sanitizeRichText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const container = doc.createElement('div');
  copyAllowed(doc.body, container, doc);
  return container.innerHTML.trim();
}
