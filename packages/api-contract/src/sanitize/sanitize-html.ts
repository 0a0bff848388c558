// Rich-text sanitizer for Node (and any non-browser build): sanitize-html with the shared rules.
import { parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import sanitizeHtml from 'sanitize-html';
import * as rules from './rules.ts';

function filterAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  // Stryker disable next-line ArrayDeclaration: called only for the tags of allowedAttributes (transformTags)
  for (const name of rules.allowedAttributes[tag] ?? []) {
    const value = rules.allowedAttributeValue(tag, name, attribs[name]);
    if (value !== undefined) kept[name] = value;
  }
  if (tag === 'a') kept.rel = rules.linkRel;
  return kept;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...rules.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(rules.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...rules.discardedWithContent],
  transformTags: Object.fromEntries(
    Object.keys(rules.allowedAttributes).map((tag) => [
      tag,
      (tagName: string, attribs: sanitizeHtml.Attributes) => ({
        tagName,
        attribs: filterAttributes(tag, attribs),
      }),
    ]),
  ),
  // A link without an allowed href becomes its text: the tag goes, its content stays.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Rich text reduced to the allow-list, well-formed: p, br, em, strong, i, b, sub, sup, ul, ol, li,
 * a (absolute http, https or mailto href; rel="noopener noreferrer" added), h2-h4, blockquote,
 * table elements and code. Other elements are unwrapped to their text; scripts, styles and
 * embedded content are removed with their content; every other attribute is dropped.
 */
export function sanitizeRichText(html: string): string {
  return rules.untilStable(asBrowsersRead, sanitizeHtml(html, options)).trim();
}

/**
 * The markup as a browser builds it inside a page's body (a standards-mode document, as every
 * page is), written back out: sanitize-html writes the tags as it found them, and some nestings
 * (a heading in a heading, a table in a paragraph) mean another tree to a browser. Written from
 * the browser's own tree, the fragment re-parses to exactly that tree, so a page hydrates as the
 * server wrote it.
 */
function asBrowsersRead(html: string): string {
  const document = parse(`<!DOCTYPE html><body>${html}`);
  const root = document.childNodes.find((node) => node.nodeName === 'html') as
    DefaultTreeAdapterTypes.Element | undefined;
  // Stryker disable next-line OptionalChaining: parse5 always builds the html element of a document
  const body = root?.childNodes.find((node) => node.nodeName === 'body');
  // Stryker disable next-line StringLiteral: parse5 always builds the body of a document
  return body ? serialize(body as DefaultTreeAdapterTypes.Element) : '';
}
